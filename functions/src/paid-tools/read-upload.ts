import type { ImageOps } from '../adapters/sharp/image-ops';
import { AppError } from '../app-error';
import type { UploadedFile } from '../http/multipart';
import { validateUpload, type ValidImage } from './validate-upload';

export interface CheckedImage extends ValidImage {
  data: Buffer;
}

/**
 * An uploaded or stored image, checked by its bytes (size, type, pixel limit) and then decoded
 * in full, so a truncated or corrupt body is a 400 here and never a 500 inside a tool.
 */
export async function checkImage(ops: ImageOps, data: Buffer | undefined): Promise<CheckedImage> {
  if (!data || data.length === 0) throw new AppError('INVALID_FILE');
  const valid = await validateUpload(data);
  try {
    await ops.verify(data);
  } catch {
    throw new AppError('INVALID_FILE');
  }
  return { ...valid, data };
}

export function checkUpload(ops: ImageOps, file: UploadedFile | undefined): Promise<CheckedImage> {
  return checkImage(ops, file?.data);
}
