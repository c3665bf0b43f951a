import type { UPLOAD_IMAGE_TYPES } from './errors';

type UploadImageType = (typeof UPLOAD_IMAGE_TYPES)[number];

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  signature.every((value, index) => bytes[at + index] === value);

/**
 * The image type a file's first bytes declare, or null. A name or a browser-reported type can lie
 * (a text file renamed .png): the bytes decide, as the server's decoder will.
 */
export function sniffImageType(bytes: Uint8Array): UploadImageType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  // RIFF....WEBP
  if (
    startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) &&
    startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)
  ) {
    return 'image/webp';
  }
  return null;
}

/** How many leading bytes `sniffImageType` needs. */
export const IMAGE_SIGNATURE_BYTES = 12;
