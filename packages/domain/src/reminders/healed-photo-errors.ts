// Apart from the healed-photo schema: the error table reaches every screen, zod should not.
export const HEALED_PHOTO_ERRORS = {
  HEALED_LINK_INVALID: {
    status: 404,
    title: 'Link Not Valid',
    message: 'This photo link has expired or is no longer valid. Ask your artist for a new one.',
  },
  HEALED_LINK_FULL: {
    status: 409,
    title: 'Photos Already Sent',
    message: 'This link has taken all the photos it can. Thank you!',
  },
  HEALED_PHOTO_NOT_KEPT: {
    status: 409,
    title: 'Photo Not Kept',
    message:
      'The studio cannot take photos here right now. Reply to the e-mail with your photo instead.',
  },
} as const;
