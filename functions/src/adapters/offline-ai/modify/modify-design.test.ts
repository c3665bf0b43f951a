import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { lumaOf, type Pixels } from '../raster';
import { modifyDesign } from './modify-design';
import { parseEdits } from './parse-edits';

const png = (body: string, size = 256) =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><rect width="100%" height="100%" fill="#fff"/>${body}</svg>`,
    ),
  )
    .png()
    .toBuffer();

/** A ring with a grey-shaded inside and a solid black disc off to the left. */
const shadedDesign = () =>
  png(
    '<circle cx="150" cy="128" r="80" fill="#b0b0b0" stroke="#000" stroke-width="6"/><circle cx="40" cy="40" r="25" fill="#000"/>',
  );

async function edited(prompt: string, source: Buffer): Promise<Pixels> {
  const outcome = await modifyDesign(source, prompt, 'seed');
  if (!outcome.ok) throw new Error(outcome.message);
  return outcome.image;
}

const lumaAt = (image: Pixels, x: number, y: number) => lumaOf(image)[y * image.width + x]!;

describe('offline Modify reads the prompt', () => {
  it('splits requests and names the parts it cannot do', () => {
    expect(parseEdits('make the lines bolder')).toEqual({ ops: ['bolder'], unknown: [] });
    expect(parseEdits('Mirror it, then make it black and white')).toEqual({
      ops: ['black_white', 'mirror'],
      unknown: [],
    });
    expect(parseEdits('add colour and dotwork shading').ops).toEqual(['dotwork', 'colour']);
    expect(parseEdits('please remove the shading').ops).toEqual(['remove_shading']);
    expect(parseEdits('mirror it and add roses')).toEqual({
      ops: ['mirror'],
      unknown: ['add roses'],
    });
    expect(parseEdits('add a dragon')).toEqual({ ops: [], unknown: ['add a dragon'] });
  });

  it('refuses what it cannot do, naming it and what it can do', async () => {
    const outcome = await modifyDesign(await shadedDesign(), 'add a dragon', 'seed');
    expect(outcome).toEqual({ ok: false, message: expect.stringContaining('“add a dragon”') });
    expect(outcome.ok || outcome.message).toContain('mirror or flip');
  });
});

describe('offline Modify edits the pixels', () => {
  it('outline only: solid and grey fills become paper, their edges stay', async () => {
    const image = await edited('outline only', await shadedDesign());
    expect(lumaAt(image, 40, 40)).toBe(255); // the solid disc's middle
    expect(lumaAt(image, 16, 40)).toBe(0); // its edge
    expect(lumaAt(image, 150, 128)).toBe(255); // the grey fill
    expect(lumaAt(image, 71, 128)).toBe(0); // the ring
  });

  it('remove shading: grey fill becomes paper, the lines stay black', async () => {
    const image = await edited('remove shading', await shadedDesign());
    expect(lumaAt(image, 150, 128)).toBe(255);
    expect(lumaAt(image, 71, 128)).toBeLessThan(40);
  });

  it('add colour: enclosed areas take a colour, the paper around stays white', async () => {
    const image = await edited(
      'make it colour',
      await png('<circle cx="128" cy="128" r="80" fill="none" stroke="#000" stroke-width="6"/>'),
    );
    const i = (128 * image.width + 128) * image.channels;
    const [r, g, b] = [image.data[i]!, image.data[i + 1]!, image.data[i + 2]!];
    expect(Math.max(r, g, b) - Math.min(r, g, b)).toBeGreaterThan(60);
    expect(lumaAt(image, 5, 5)).toBe(255);
  });

  it('dotwork: a grey fill becomes dots (black and white pixels, not grey)', async () => {
    const image = await edited('dotwork', await shadedDesign());
    const luma = lumaOf(image);
    let grey = 0;
    let black = 0;
    for (let y = 100; y < 156; y++) {
      for (let x = 120; x < 180; x++) {
        const v = luma[y * image.width + x]!;
        if (v > 60 && v < 200) grey++;
        if (v < 60) black++;
      }
    }
    expect(grey).toBeLessThan(200);
    expect(black).toBeGreaterThan(300);
  });

  it('bolder thickens, thinner thins, mirror reflects', async () => {
    const line = await png('<path d="M40 20 L40 236" stroke="#000" stroke-width="8"/>');
    const inkWidth = (image: Pixels) =>
      Array.from({ length: image.width }, (_, x) => lumaAt(image, x, 128)).filter((v) => v < 128)
        .length;
    const source = await edited('mirror it', line);
    expect(lumaAt(source, 215, 128)).toBeLessThan(40);
    expect(inkWidth(await edited('bolder lines', line))).toBeGreaterThanOrEqual(14);
    expect(inkWidth(await edited('thinner lines', line))).toBeLessThanOrEqual(6);
  });

  it('refuses an edit that would change nothing, and thinning a hairline', async () => {
    const bw = await modifyDesign(await shadedDesign(), 'black and white', 'seed');
    expect(bw).toEqual({
      ok: false,
      message: expect.stringContaining('leave the design as it is'),
    });
    const hair = await png('<path d="M40 20 L40 236" stroke="#000" stroke-width="1.5"/>');
    expect((await modifyDesign(hair, 'thinner lines', 'seed')).ok).toBe(false);
  });
});
