import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { drawConceptOffline } from './concept';

function reference(stroke: number, colour: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512"><rect width="100%" height="100%" fill="#fff"/><circle cx="256" cy="256" r="180" fill="none" stroke="${colour}" stroke-width="${stroke}"/><path d="M100 100 L412 412" stroke="${colour}" stroke-width="${stroke}"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

async function concept(stroke: number, colour: string, ink: 'colour' | 'black_and_grey') {
  const image = await drawConceptOffline({
    prompt: 'A swallow',
    subject: 'A swallow',
    style: 'fine line',
    colour: ink,
    references: [{ id: 'a', data: await reference(stroke, colour), contentType: 'image/png' }],
    seed: 'same-seed',
  });
  const { data } = await sharp(image.data)
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  let dark = 0;
  let red = 0;
  for (let i = 0; i < data.length; i += 3) {
    const [r = 0, g = 0, b = 0] = [data[i], data[i + 1], data[i + 2]];
    if (r + g + b < 150) dark++;
    if (r > 150 && g < 90 && b < 90) red++;
  }
  return { dark, red };
}

describe('an offline concept is inked like the artist’s references', () => {
  it('outlines more heavily after bold references than after fine ones', async () => {
    const bold = await concept(14, '#000', 'black_and_grey');
    const fine = await concept(2, '#000', 'black_and_grey');
    expect(bold.dark).toBeGreaterThan(fine.dark * 1.5);
  });

  it('colours with the references’ palette', async () => {
    expect((await concept(12, '#d01010', 'colour')).red).toBeGreaterThan(1000);
    expect((await concept(12, '#000', 'black_and_grey')).red).toBe(0);
  });
});
