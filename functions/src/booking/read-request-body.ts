import { MAX_REFERENCE_IMAGES } from '@inkforge/domain';
import type { Request } from 'express';
import { AppError } from '../app-error';
import { parseMultipart, type UploadedFile } from '../http/multipart';

/**
 * A booking request arrives as multipart (the page: fields and up to five `images`) or as
 * JSON without images (a script). Either way the fields are checked by the one schema.
 */
export async function readBookingRequestBody(
  req: Request,
): Promise<{ body: unknown; files: UploadedFile[] }> {
  if (!req.is('multipart/form-data')) return { body: req.body, files: [] };
  const { fields, files } = await parseMultipart(req, {
    fileField: 'images',
    maxFiles: MAX_REFERENCE_IMAGES,
    tooManyFiles: new AppError('BOOKING_TOO_MANY_IMAGES'),
    // An empty file is refused in words, never dropped while the request is taken without it.
    emptyFile: new AppError('BOOKING_IMAGE_EMPTY'),
  });
  return { body: fields, files };
}
