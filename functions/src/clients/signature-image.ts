import type { ImageOps } from '../adapters/sharp/image-ops';
import { AppError } from '../app-error';
import { checkImage } from '../paid-tools/read-upload';

/**
 * A drawn signature (a PNG data URL, shape checked by the schema) must be a PNG whose every
 * pixel decodes, like any upload: the signed form keeps it for good and its PDF embeds it.
 */
export async function checkSignatureImage(ops: ImageOps, dataUrl: string): Promise<void> {
  const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  const image = await checkImage(ops, bytes).catch(() => null);
  if (image?.contentType !== 'image/png') throw new AppError('INTAKE_SIGNATURE_INVALID');
}
