import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createOfflineProvider } from './index';

const svgPng = (width: number, height: number, body: string) =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${body}</svg>`,
    ),
  )
    .jpeg({ quality: 90 })
    .toBuffer();

async function rgba(png: Buffer) {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (x: number, y: number) =>
    Array.from(data.subarray((y * info.width + x) * 4, (y * info.width + x) * 4 + 4));
  return { at, width: info.width, height: info.height };
}

/** A portrait-like photo: a gradient backdrop, a dark frame line, a head with light eyes, a white shirt on the bottom edge. */
const portrait = () =>
  svgPng(
    800,
    600,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#9fc4e0"/><stop offset="1" stop-color="#6f94b8"/></linearGradient></defs>
    <rect width="800" height="600" fill="url(#g)"/><rect x="4" y="4" width="792" height="592" fill="none" stroke="#222" stroke-width="8"/>
    <ellipse cx="400" cy="330" rx="150" ry="190" fill="#d9a27c"/>
    <ellipse cx="345" cy="310" rx="22" ry="12" fill="#fff"/><ellipse cx="455" cy="310" rx="22" ry="12" fill="#fff"/>
    <path d="M350 440 Q400 470 450 440" fill="none" stroke="#8a3b32" stroke-width="8"/>
    <rect x="300" y="505" width="200" height="95" fill="#f4f4f4"/>`,
  );

/**
 * The case the border-colour method lost (the astronaut photo): a suit that runs off the left
 * and bottom edges beside a striped flag on a mottled backdrop, so the frame holds the
 * subject's own colours; the subject was cut to a fragment of the suit.
 */
const suitedPortrait = () =>
  svgPng(
    800,
    800,
    `<defs><filter id="m"><feTurbulence baseFrequency="0.02" numOctaves="3" seed="4"/><feColorMatrix values="0 0 0 0 0.72 0 0 0 0 0.7 0 0 0 0 0.68 0 0 0 -1.4 1.3"/></filter></defs>
    <rect width="800" height="800" fill="#b9b4ae"/><rect width="800" height="800" filter="url(#m)"/>
    ${[0, 1, 2, 3, 4, 5].map((i) => `<rect x="0" y="${i * 60}" width="130" height="30" fill="#b22234"/><rect x="0" y="${i * 60 + 30}" width="130" height="30" fill="#f0f0f0"/>`).join('')}
    <rect x="0" y="0" width="70" height="150" fill="#3c3b6e"/>
    <path d="M0 470 Q120 420 260 410 L540 410 Q660 430 700 520 L720 800 L0 800Z" fill="#e0662a"/>
    <circle cx="300" cy="600" r="45" fill="#3b3f9a"/><rect x="470" y="560" width="70" height="45" fill="#f0f0f0"/>
    <rect x="350" y="330" width="100" height="100" fill="#d9a27c"/><ellipse cx="400" cy="280" rx="95" ry="120" fill="#e2b08e"/><path d="M305 250 Q400 120 495 250 L495 190 Q400 110 305 190Z" fill="#8a6a3a"/>`,
  );

const provider = createOfflineProvider();
const edit = (kind: 'remove_background' | 'body_preview', image: Buffer, overlay?: Buffer) => ({
  kind,
  prompt: '',
  image: { data: image, contentType: 'image/jpeg' },
  ...(overlay ? { overlay: { data: overlay, contentType: 'image/png' } } : {}),
  seed: 'seed',
  caller: 'artist-1',
});

describe('offline photo cut-out', () => {
  it('keeps the subject, light parts included, and clears the backdrop and frame', async () => {
    const { data } = await provider.editImage(edit('remove_background', await portrait()));
    const { at } = await rgba(data);
    expect(at(60, 60)[3]).toBe(0); // backdrop
    expect(at(2, 300)[3]).toBe(0); // frame
    expect(at(780, 560)[3]).toBe(0);
    expect(at(400, 250)[3]).toBe(255); // face
    expect(at(345, 310)[3]).toBe(255); // a white eye inside the face
    expect(at(400, 580)[3]).toBe(255); // the white shirt on the bottom edge
  });

  it('keeps a subject whose colours the frame also holds, and clears the backdrop', async () => {
    const { data } = await provider.editImage(edit('remove_background', await suitedPortrait()));
    const { at } = await rgba(data);
    const kept = [
      [400, 280], // face
      [200, 600], // suit
      [60, 700], // suit at the left edge
      [600, 760], // suit at the bottom edge
      [300, 600], // the patch on it
    ];
    for (const [x, y] of kept) expect(at(x!, y!)[3], `${x}, ${y}`).toBe(255);
    for (const [x, y] of [
      [700, 100],
      [760, 400],
      [250, 80],
    ]) {
      expect(at(x!, y!)[3], `${x}, ${y}`).toBe(0);
    }
  });
});

describe('offline body preview', () => {
  const tattoo = () =>
    sharp(
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200"><rect width="200" height="200" fill="#fff"/><circle cx="100" cy="100" r="80" fill="#000"/></svg>',
      ),
    )
      .png()
      .toBuffer();
  const arm = () =>
    svgPng(
      900,
      700,
      '<rect width="900" height="700" fill="#3b4a5a"/><path d="M-20 560 Q300 480 920 420 L920 570 Q300 630 -20 700Z" fill="#c98f6a"/>',
    );

  it('inks the skin where it is (not the image centre) and never the background', async () => {
    const request = edit('body_preview', await arm(), await tattoo());
    expect(await provider.checkEdit!(request)).toEqual({ ok: true });
    const { at } = await rgba((await provider.editImage(request)).data);
    const before = await rgba(
      await sharp(await arm())
        .png()
        .toBuffer(),
    );
    // The arm crosses the lower part; the image centre (450, 350) is wall and stays as it was.
    const darkened = (x: number, y: number) => before.at(x, y)[0]! - at(x, y)[0]!;
    const [top, bottom] = [510, 600];
    const darkest = Math.max(
      ...Array.from({ length: bottom - top }, (_, i) => darkened(450, top + i)),
    );
    expect(darkest).toBeGreaterThan(80);
    expect(Math.abs(darkened(450, 350))).toBeLessThan(6);
    expect(Math.abs(darkened(450, 420))).toBeLessThan(6);
  });

  it('never inks a face: the design goes on the arm beside it, the face stays as it was', async () => {
    const faceAndArm = await svgPng(
      900,
      700,
      `<rect width="900" height="700" fill="#5a6b7a"/><ellipse cx="450" cy="220" rx="120" ry="155" fill="#d9a27c"/>
      <ellipse cx="405" cy="200" rx="22" ry="11" fill="#fff"/><circle cx="405" cy="200" r="8" fill="#332"/>
      <ellipse cx="495" cy="200" rx="22" ry="11" fill="#fff"/><circle cx="495" cy="200" r="8" fill="#332"/>
      <path d="M415 300 Q450 320 485 300" fill="none" stroke="#8a3b32" stroke-width="8"/>
      <rect x="400" y="360" width="100" height="60" fill="#d9a27c"/><rect x="250" y="420" width="400" height="280" fill="#2a5a8a"/>
      <path d="M650 440 L900 500 L900 600 L640 560Z" fill="#c98f6a"/>`,
    );
    const before = await rgba(faceAndArm);
    const { at } = await rgba(
      (await provider.editImage(edit('body_preview', faceAndArm, await tattoo()))).data,
    );
    const darkened = (x: number, y: number) => before.at(x, y)[0]! - at(x, y)[0]!;
    for (let y = 80; y < 420; y += 10) {
      for (let x = 340; x < 560; x += 10)
        expect(Math.abs(darkened(x, y)), `${x}, ${y}`).toBeLessThan(6);
    }
    const onArm = Array.from({ length: 200 }, (_, i) => darkened(680 + i, 520));
    expect(Math.max(...onArm)).toBeGreaterThan(80);
  });

  it('refuses a photo whose only skin is a face', async () => {
    expect(
      await provider.checkEdit!(edit('body_preview', await portrait(), await tattoo())),
    ).toMatchObject({ ok: false, code: 'NO_SKIN_FOUND' });
  });

  it('says when the photo shows no skin', async () => {
    const wall = await svgPng(400, 300, '<rect width="400" height="300" fill="#3060c0"/>');
    expect(await provider.checkEdit!(edit('body_preview', wall, await tattoo()))).toMatchObject({
      ok: false,
      code: 'NO_SKIN_FOUND',
    });
  });
});

describe('offline photo to design', () => {
  it('draws the subject in black lines on white, without the frame or anything stamped on', async () => {
    const { data } = await provider.generate({
      generationType: 'photo',
      prompt: 'portrait',
      style: null,
      colorScheme: 'blackwork',
      size: '1024x1024',
      seed: 'seed',
      caller: 'artist-1',
      source: { data: await portrait(), contentType: 'image/jpeg' },
    });
    const { data: grey, info } = await sharp(data)
      .greyscale()
      .raw()
      .toBuffer({ resolveWithObject: true });
    // Regions in the coordinates of a 1024 px page (the design comes at print resolution).
    const k = info.width / 1024;
    const ink = (x0: number, y0: number, x1: number, y1: number) => {
      let n = 0;
      for (let y = Math.round(y0 * k); y < Math.round(y1 * k); y++)
        for (let x = Math.round(x0 * k); x < Math.round(x1 * k); x++)
          if (grey[y * info.width + x]! < 128) n++;
      return n;
    };
    expect(info.width).toBe(1792);
    // The photo fills 922 x 691 in the middle; its frame line would run along x ≈ 55 and y ≈ 170.
    expect(ink(40, 150, 80, 870)).toBe(0);
    expect(ink(40, 150, 980, 190)).toBe(0);
    expect(ink(840, 700, 1024, 1024)).toBe(0); // nothing stamped in a corner
    expect(ink(330, 380, 500, 420)).toBeGreaterThan(50); // the eyes
    const greys = Array.from(grey).filter((v) => v > 40 && v < 215).length;
    expect(greys / grey.length).toBeLessThan(0.01); // a line drawing, not a photo
  });
});
