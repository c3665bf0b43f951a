/** Gallery errors; `title` is the toast heading. */
export const GALLERY_ERRORS = {
  GALLERY_LIMIT_REACHED: {
    status: 403,
    title: 'Storage Limit Reached',
    message: 'Gallery limit reached. Delete some images or upgrade to a higher plan.',
  },
  GALLERY_ITEM_NOT_FOUND: {
    status: 404,
    title: 'Delete Failed',
    message: 'This gallery item does not exist.',
  },
  GALLERY_ITEM_PRIVATE: {
    status: 409,
    title: 'Not Public',
    message: "Body previews show a client's photo: they stay out of the public portfolio.",
  },
  GALLERY_NO_CONSENT: {
    status: 409,
    title: 'Not Public',
    message: 'The client did not agree to show this healed photo on your page.',
  },
  GALLERY_TAG_INVALID: {
    status: 400,
    title: 'Not Saved',
    message: 'A style tag is 1 to 24 characters of text.',
  },
  GALLERY_TOO_MANY_TAGS: {
    status: 400,
    title: 'Not Saved',
    message: 'An item takes at most 5 style tags.',
  },
  GALLERY_CURSOR_INVALID: {
    status: 400,
    title: 'Load Failed',
    message: 'This page of the gallery is no longer available. Reload the gallery.',
  },
} as const satisfies Record<string, { status: number; title: string; message: string }>;
