import sharp from 'sharp';
import type { DesignImage } from '../ai-provider';
import type { ImageEditRequest } from '../image-edit';

const open = (data: Buffer) => sharp(data, { limitInputPixels: 50_000_000, failOn: 'error' });

function hashOf(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** Modify: a visible, reproducible change driven by the prompt (hue turn, mirror on request). */
async function modify(request: ImageEditRequest): Promise<Buffer> {
  const hue = hashOf(request.prompt) % 360;
  let pipeline = open(request.image.data)
    .resize(1024, 1024, { fit: 'inside' })
    .modulate({ hue, saturation: 1.3 })
    .sharpen();
  if (/mirror|flip/i.test(request.prompt)) pipeline = pipeline.flop();
  return pipeline.png().toBuffer();
}

/** Photo cut-out: whatever is close to the colour of the image border becomes transparent. */
async function removeBackground(request: ImageEditRequest): Promise<Buffer> {
  const { data, info } = await open(request.image.data)
    .resize(1024, 1024, { fit: 'inside' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width: w, height: h } = info;
  const border: number[] = [0, 0, 0];
  let n = 0;
  for (let x = 0; x < w; x++) {
    for (const y of [0, h - 1]) {
      const i = (y * w + x) * 4;
      for (let c = 0; c < 3; c++) border[c]! += data[i + c]!;
      n++;
    }
  }
  const bg = border.map((v) => v / n);
  for (let i = 0; i < data.length; i += 4) {
    const d = Math.hypot(data[i]! - bg[0]!, data[i + 1]! - bg[1]!, data[i + 2]! - bg[2]!);
    data[i + 3] = d < 40 ? 0 : d < 80 ? Math.round(((d - 40) / 40) * 255) : 255;
  }
  return sharp(data, { raw: { width: w, height: h, channels: 4 } })
    .png()
    .toBuffer();
}

/** Body preview: the tattoo multiplied onto the middle of the body photo at 80 % strength. */
async function bodyPreview(request: ImageEditRequest): Promise<Buffer> {
  if (!request.overlay) throw new Error('A body preview needs the tattoo image');
  const body = open(request.image.data).resize(1024, 1024, { fit: 'inside' });
  const { width = 1024, height = 1024 } = await body
    .clone()
    .png()
    .toBuffer({ resolveWithObject: true })
    .then((r) => r.info);
  const side = Math.round(Math.min(width, height) * 0.4);
  const tattoo = await open(request.overlay.data)
    .resize(side, side, { fit: 'inside' })
    .ensureAlpha(0.8)
    .png()
    .toBuffer();
  return body
    .composite([{ input: tattoo, gravity: 'centre', blend: 'multiply' }])
    .png()
    .toBuffer();
}

/** The offline provider's deterministic edits, so every tool works with no API key. */
export async function editOffline(request: ImageEditRequest): Promise<DesignImage> {
  const run = { modify, remove_background: removeBackground, body_preview: bodyPreview }[
    request.kind
  ];
  return { data: await run(request), contentType: 'image/png' };
}
