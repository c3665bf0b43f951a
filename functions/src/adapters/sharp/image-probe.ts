import { loadSharp } from '../load-sdk';

/** ~50 megapixels: larger images are refused before sharp allocates their pixels. */
export const MAX_INPUT_PIXELS = 50_000_000;

export interface ImageFacts {
  format: string;
  width: number;
  height: number;
}

/**
 * Reads the header of an image without decoding its pixels. Null when the bytes are not an
 * image sharp can read within the pixel limit (corrupt, truncated, too large, not an image).
 */
export async function probeImage(data: Buffer): Promise<ImageFacts | null> {
  try {
    const sharp = await loadSharp();
    const meta = await sharp(data, {
      limitInputPixels: MAX_INPUT_PIXELS,
      failOn: 'error',
    }).metadata();
    if (!meta.format || !meta.width || !meta.height) return null;
    if (meta.width * meta.height > MAX_INPUT_PIXELS) return null;
    return { format: meta.format, width: meta.width, height: meta.height };
  } catch {
    return null;
  }
}
