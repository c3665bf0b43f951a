import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { referenceInk } from './style-ink';

/** A reference piece: rings of one weight and colour on white, 512 px. */
function piece(stroke: number, colour: string): Promise<Buffer> {
  const rings = [200, 140, 80]
    .map(
      (r) =>
        `<circle cx="256" cy="256" r="${r}" fill="none" stroke="${colour}" stroke-width="${stroke}"/>`,
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512"><rect width="100%" height="100%" fill="#fff"/>${rings}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

const isRed = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [
    number,
    number,
    number,
  ];
  return r > 150 && g < 100 && b < 100;
};

describe('the offline engine reads the artist’s own line weight and palette', () => {
  it('measures a bold line as bold and a fine line as fine, on a 1024-px canvas', async () => {
    const bold = await referenceInk([await piece(16, '#000')]);
    const fine = await referenceInk([await piece(3, '#000')]);
    // 16 px at 512 is 32 px at 1024 (capped at 16); 3 px at 512 is about 6 px.
    expect(bold?.stroke).toBe(16);
    expect(fine?.stroke).toBeGreaterThan(4);
    expect(fine?.stroke).toBeLessThan(9);
  });

  it('takes colour work’s palette and leaves black and grey work without one', async () => {
    const red = await referenceInk([await piece(10, '#d01010'), await piece(10, '#d01010')]);
    expect(red?.palette.length).toBeGreaterThan(0);
    expect(red?.palette.filter((c) => !isRed(c))).toEqual([]);
    expect((await referenceInk([await piece(10, '#000')]))?.palette).toEqual([]);
  });

  it('has nothing to say of a blank reference', async () => {
    const blank = await sharp({
      create: { width: 64, height: 64, channels: 3, background: '#fff' },
    })
      .png()
      .toBuffer();
    expect(await referenceInk([blank])).toBeNull();
  });
});
