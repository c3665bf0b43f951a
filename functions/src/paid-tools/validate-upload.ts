import { MAX_UPLOAD_BYTES } from '@inkforge/domain';
import { probeImage } from '../adapters/sharp/image-probe';
import { AppError } from '../app-error';

export interface ValidImage {
  contentType: 'image/jpeg' | 'image/png' | 'image/webp';
  extension: 'jpg' | 'png' | 'webp';
  width: number;
  height: number;
}

const ALLOWED = {
  jpeg: { contentType: 'image/jpeg', extension: 'jpg' },
  png: { contentType: 'image/png', extension: 'png' },
  webp: { contentType: 'image/webp', extension: 'webp' },
} as const;

function isAllowed(format: string): format is keyof typeof ALLOWED {
  return Object.hasOwn(ALLOWED, format);
}

/**
 * Checks what the bytes are, not what the name or the browser says: at most 10 MB (before
 * anything is decoded), a JPEG, PNG or WebP that sharp reads within its pixel limit. SVG, GIF,
 * HTML and everything else is an INVALID_FILE.
 */
export async function validateUpload(data: Buffer): Promise<ValidImage> {
  if (data.length > MAX_UPLOAD_BYTES) throw new AppError('FILE_TOO_LARGE');
  if (data.length === 0) throw new AppError('INVALID_FILE');
  const facts = await probeImage(data);
  if (!facts || !isAllowed(facts.format)) throw new AppError('INVALID_FILE');
  return { ...ALLOWED[facts.format], width: facts.width, height: facts.height };
}
