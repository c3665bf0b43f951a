import { MAX_UPLOAD_BYTES, UPLOAD_IMAGE_TYPES } from './errors';

/**
 * The browser's first look at a chosen file, before anything is sent: the
 * server checks the bytes again. Each page words the two problems its own way.
 */
export function imageFileProblem(file: {
  type: string;
  size: number;
}): 'invalid' | 'too_large' | null {
  if (!(UPLOAD_IMAGE_TYPES as readonly string[]).includes(file.type)) return 'invalid';
  if (file.size > MAX_UPLOAD_BYTES) return 'too_large';
  return null;
}
