/** Upload errors shared by every screen that takes an image. */
export const IMAGE_ERRORS = {
  INVALID_FILE: {
    status: 400,
    title: 'Invalid File',
    message: 'Please select an image file.',
  },
  FILE_TOO_LARGE: {
    status: 413,
    title: 'File Too Large',
    message: 'Please select an image smaller than 10MB.',
  },
} as const satisfies Record<string, { status: number; title: string; message: string }>;

/** Uploads are at most 10 MB. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** The image types every upload accepts; checked on the bytes, never on the name. */
export const UPLOAD_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
