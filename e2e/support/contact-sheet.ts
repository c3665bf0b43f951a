import { mkdirSync } from 'node:fs';
import sharp from 'sharp';

export interface Shot {
  /** The screen's address, written under its picture. */
  label: string;
  png: Buffer;
}

const GAP = 12;
const CAPTION = 22;

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Screens side by side on one sheet, each at `scale` with its address under it, so anyone can
 * look through the app without running it. A palette PNG keeps the committed file small.
 */
export async function writeContactSheet(
  path: string,
  shots: Shot[],
  { columns, scale, background }: { columns: number; scale: number; background: string },
): Promise<void> {
  const first = await sharp(shots[0]?.png).metadata();
  const width = Math.round((first.width ?? 0) * scale);
  const height = Math.round((first.height ?? 0) * scale);
  const rows = Math.ceil(shots.length / columns);
  const cellW = width + GAP;
  const cellH = height + CAPTION + GAP;
  const text = background === 'dark' ? '#e4e2e9' : '#1b1a1f';
  const layers = await Promise.all(
    shots.map(async (shot, i) => {
      const x = GAP + (i % columns) * cellW;
      const y = GAP + Math.floor(i / columns) * cellH;
      const picture = await sharp(shot.png)
        .resize(width, height, { fit: 'cover', position: 'top' })
        .toBuffer();
      const caption = Buffer.from(
        `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${CAPTION}"><text x="0" y="15" font-family="DejaVu Sans, sans-serif" font-size="13" fill="${text}">${escape(shot.label)}</text></svg>`,
      );
      return [
        { input: picture, left: x, top: y },
        { input: caption, left: x, top: y + height + 2 },
      ];
    }),
  );
  mkdirSync(path.slice(0, path.lastIndexOf('/')), { recursive: true });
  await sharp({
    create: {
      width: GAP + columns * cellW,
      height: GAP + rows * cellH,
      channels: 3,
      background: background === 'dark' ? '#0d0c10' : '#ffffff',
    },
  })
    .composite(layers.flat())
    .png({ palette: true, colours: 128, compressionLevel: 9 })
    .toFile(path);
}
