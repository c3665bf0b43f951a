/**
 * Error codes of the consultation brief (issue 46). Same shape as ERRORS in ../errors.ts;
 * `title` is the heading a screen shows above the message.
 */
export const BRIEF_ERRORS = {
  // Two presses at once: the second waits for the first rather than paying twice.
  BRIEF_DRAFTING: {
    status: 409,
    title: 'Brief Being Drafted',
    message: 'A brief for this request is being drafted. Wait a moment and open it again.',
  },
  BRIEF_DRAFT_FAILED: {
    status: 502,
    title: 'Brief Not Drafted',
    message:
      'The assistant could not draft a brief just now. Your credit was refunded; please try again.',
  },
  BRIEF_NOT_DRAFTED: {
    status: 409,
    title: 'No Brief Yet',
    message: 'Draft a brief for this request first, then edit it.',
  },
  BRIEF_SUBJECT_REQUIRED: {
    status: 400,
    title: 'Missing Information',
    message: 'Say what the tattoo shows.',
  },
  BRIEF_PLACEMENT_REQUIRED: {
    status: 400,
    title: 'Missing Information',
    message: 'Say where on the body the tattoo goes.',
  },
  BRIEF_SIZE_INVALID: {
    status: 400,
    title: 'Invalid Size',
    message: 'Give the size in centimetres, between 1 and 200.',
  },
  BRIEF_COLOUR_INVALID: {
    status: 400,
    title: 'Invalid Colour',
    message: 'Choose colour or black and grey.',
  },
  BRIEF_QUESTIONS_INVALID: {
    status: 400,
    title: 'Too Many Questions',
    message: 'A brief holds at most 8 questions of at most 300 characters each.',
  },
} as const;
