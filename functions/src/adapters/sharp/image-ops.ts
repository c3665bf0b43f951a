import sharp, { type Sharp } from 'sharp';

/** Raw pixels, row-major: 1 channel (grey) or 4 (RGBA). */
export interface RawImage {
  data: Uint8Array;
  width: number;
  height: number;
  channels: 1 | 4;
}

/** The pixel operations of the image tools; the only place sharp is used for them. */
export interface ImageOps {
  /** Decoded, turned upright by its EXIF orientation, greyscale. */
  decodeGrey(input: Buffer): Promise<RawImage>;
  decodeRgba(input: Buffer): Promise<RawImage>;
  /** Gaussian blur of a raw image (sigma ≥ 0.3). */
  blur(image: RawImage, sigma: number): Promise<RawImage>;
  /**
   * The image's slow light variation: a Gaussian of `sigma` px, computed and returned at an
   * eighth of the size (a wide blur at full size costs seconds at 4096 px; CLAHE costs even
   * more; and sharp's upscaling back to full size costs more than the caller's own bilinear).
   */
  lowPass(image: RawImage, sigma: number): Promise<RawImage>;
  /** Bicubic resize of a raw image to exactly width × height. */
  resize(image: RawImage, width: number, height: number): Promise<RawImage>;
  encodePng(image: RawImage): Promise<Buffer>;
  /** Lanczos3 resize so the long side is `longSide`, with a mild sharpen; PNG out. */
  upscale(input: Buffer, longSide: number): Promise<{ png: Buffer; width: number; height: number }>;
  size(input: Buffer): Promise<{ width: number; height: number }>;
  /** Decodes every pixel; rejects truncated or corrupt data that a header check lets through. */
  verify(input: Buffer): Promise<void>;
}

/** Inputs were validated on upload; this limit guards anything read back from storage too. */
export const MAX_INPUT_PIXELS = 50_000_000;

const open = (input: Buffer) =>
  sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();

/** sharp turns a one-channel raw input into sRGB on output unless told to stay grey. */
function fromRaw(image: RawImage): Sharp {
  const { width, height, channels } = image;
  const pipeline = sharp(image.data, { raw: { width, height, channels } });
  return channels === 1 ? pipeline.toColourspace('b-w') : pipeline;
}

async function toRaw(pipeline: Sharp, channels: 1 | 4): Promise<RawImage> {
  const { data, info } = await pipeline.raw().toBuffer({ resolveWithObject: true });
  if (info.channels !== channels) {
    throw new Error(`Expected ${channels} channels from sharp, got ${info.channels}`);
  }
  const pixels = new Uint8Array(data.buffer, data.byteOffset, data.length);
  return { data: pixels, width: info.width, height: info.height, channels };
}

export function createImageOps(): ImageOps {
  // libvips' operation cache only pays off when the same image is processed again, which never
  // happens here; at 4096² it kept tens of MB of finished intermediates alive.
  sharp.cache(false);
  return {
    decodeGrey: (input) => toRaw(open(input).greyscale().toColourspace('b-w'), 1),
    decodeRgba: (input) => toRaw(open(input).toColourspace('srgb').ensureAlpha(), 4),
    blur: (image, sigma) => toRaw(fromRaw(image).blur(Math.max(0.3, sigma)), image.channels),
    lowPass: (image, sigma) =>
      toRaw(
        fromRaw(image)
          .resize(
            Math.max(1, Math.round(image.width / 8)),
            Math.max(1, Math.round(image.height / 8)),
          )
          .blur(Math.max(0.3, sigma / 8)),
        image.channels,
      ),
    resize: (image, width, height) =>
      toRaw(fromRaw(image).resize(width, height, { fit: 'fill', kernel: 'cubic' }), image.channels),
    encodePng: (image) => fromRaw(image).png({ compressionLevel: 6 }).toBuffer(),
    async upscale(input, longSide) {
      const { data, info } = await open(input)
        .resize({ width: longSide, height: longSide, fit: 'inside', kernel: 'lanczos3' })
        .sharpen({ sigma: 0.6 })
        .png()
        .toBuffer({ resolveWithObject: true });
      return { png: data, width: info.width, height: info.height };
    },
    async verify(input) {
      await open(input).raw().toBuffer();
    },
    async size(input) {
      const meta = await open(input).metadata();
      const swap = (meta.orientation ?? 1) >= 5;
      const width = meta.width ?? 0;
      const height = meta.height ?? 0;
      return swap ? { width: height, height: width } : { width, height };
    },
  };
}
