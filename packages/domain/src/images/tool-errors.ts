/** Image tool errors; `title` is the toast heading. */
export const IMAGE_TOOL_ERRORS = {
  IMAGE_URL_NOT_ALLOWED: {
    status: 400,
    title: 'Load Failed',
    message: 'This image is not one of yours. Upload it or pick it from your gallery.',
  },
  IMAGE_NOT_FOUND: {
    status: 404,
    title: 'Load Failed',
    message: 'This image no longer exists. Upload it again.',
  },
  UPSCALE_LIMIT: {
    status: 400,
    title: 'Upscaling Failed',
    message: 'This image is already at the largest size we make (4096 px).',
  },
  STENCIL_FAILED: {
    status: 502,
    title: 'Generation Failed',
    message: 'Unable to generate stencil',
  },
  IMAGE_TOOL_FAILED: {
    status: 502,
    title: 'Processing Failed',
    message: 'The image could not be processed. No credits were charged.',
  },
  /** An AI edit job (modify, photo cut-out, body preview) that failed for good: refunded. */
  EDIT_FAILED: {
    status: 502,
    title: 'Processing Failed',
    message: 'The image could not be processed. Your credits were refunded; please try again.',
  },
  BODY_PREVIEW_CONSENT_REQUIRED: {
    status: 403,
    title: 'Consent Required',
    message: 'Please confirm you have the client’s permission for this photo first.',
  },
  OFFLINE_EDIT_UNSUPPORTED: {
    status: 422,
    title: 'Edit Not Available Offline',
    message:
      'The offline engine cannot do this edit. It can make lines bolder or thinner, keep the outline only, remove shading, mirror or flip, add colour, turn shading into dotwork, or make it black and white. No credits were charged.',
  },
  NO_SKIN_FOUND: {
    status: 422,
    title: 'No Skin Found',
    message:
      'No skin was found in this photo, so the tattoo cannot be placed. Use a well-lit photo that shows the body part. No credits were charged.',
  },
  MODIFY_PROMPT_REQUIRED: {
    status: 400,
    title: 'Missing information',
    message: 'Please describe how to modify the design.',
  },
} as const satisfies Record<string, { status: number; title: string; message: string }>;

/** Upscaling makes the long side at most this many pixels (issue 5). */
export const MAX_UPSCALE_SIDE = 4096;
