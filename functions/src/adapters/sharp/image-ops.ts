import type SharpModule from 'sharp';
import type { Sharp } from 'sharp';
import { loadSharp } from '../load-sdk';
import { MAX_INPUT_PIXELS } from './image-probe';

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
  /** Flipped left to right (after turning upright by EXIF); PNG out. */
  mirror(input: Buffer): Promise<{ png: Buffer; width: number; height: number }>;
  /** A small WebP for grids: the long side at most `longSide`, never enlarged. */
  thumbnail(input: Buffer, longSide: number): Promise<Buffer>;
  size(input: Buffer): Promise<{ width: number; height: number }>;
  /** Decodes every pixel; rejects truncated or corrupt data that a header check lets through. */
  verify(input: Buffer): Promise<void>;
}

type SharpFn = typeof SharpModule;

const open = (sharp: SharpFn, input: Buffer) =>
  sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();

/** sharp turns a one-channel raw input into sRGB on output unless told to stay grey. */
function fromRaw(sharp: SharpFn, image: RawImage): Sharp {
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

/** sharp is loaded on the first operation, not when the worker starts (load-sdk.ts). */
export function createImageOps(): ImageOps {
  return {
    decodeGrey: async (input) =>
      toRaw(
        open(await loadSharp(), input)
          .greyscale()
          .toColourspace('b-w'),
        1,
      ),
    decodeRgba: async (input) =>
      toRaw(
        open(await loadSharp(), input)
          .toColourspace('srgb')
          .ensureAlpha(),
        4,
      ),
    blur: async (image, sigma) =>
      toRaw(fromRaw(await loadSharp(), image).blur(Math.max(0.3, sigma)), image.channels),
    lowPass: async (image, sigma) =>
      toRaw(
        fromRaw(await loadSharp(), image)
          .resize(
            Math.max(1, Math.round(image.width / 8)),
            Math.max(1, Math.round(image.height / 8)),
          )
          .blur(Math.max(0.3, sigma / 8)),
        image.channels,
      ),
    resize: async (image, width, height) =>
      toRaw(
        fromRaw(await loadSharp(), image).resize(width, height, { fit: 'fill', kernel: 'cubic' }),
        image.channels,
      ),
    encodePng: async (image) =>
      fromRaw(await loadSharp(), image)
        .png({ compressionLevel: 6 })
        .toBuffer(),
    async upscale(input, longSide) {
      const { data, info } = await open(await loadSharp(), input)
        .resize({ width: longSide, height: longSide, fit: 'inside', kernel: 'lanczos3' })
        .sharpen({ sigma: 0.6 })
        .png()
        .toBuffer({ resolveWithObject: true });
      return { png: data, width: info.width, height: info.height };
    },
    async mirror(input) {
      const { data, info } = await open(await loadSharp(), input)
        .flop()
        .png()
        .toBuffer({ resolveWithObject: true });
      return { png: data, width: info.width, height: info.height };
    },
    thumbnail: async (input, longSide) =>
      open(await loadSharp(), input)
        .resize({ width: longSide, height: longSide, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 75 })
        .toBuffer(),
    async verify(input) {
      await open(await loadSharp(), input)
        .raw()
        .toBuffer();
    },
    async size(input) {
      const meta = await open(await loadSharp(), input).metadata();
      const swap = (meta.orientation ?? 1) >= 5;
      const width = meta.width ?? 0;
      const height = meta.height ?? 0;
      return swap ? { width: height, height: width } : { width, height };
    },
  };
}
