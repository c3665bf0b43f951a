/**
 * Error codes of the public booking page and the requests inbox. Same shape as ERRORS in
 * ../errors.ts; `title` is the heading a screen shows above the message.
 */
export const BOOKING_ERRORS = {
  // Unknown artist and closed requests are one answer: a page says nothing about who exists.
  BOOKING_NOT_FOUND: {
    status: 404,
    title: 'Booking Page Not Found',
    message: 'This artist is not taking booking requests here.',
  },
  BOOKING_REQUEST_REFUSED: {
    status: 400,
    title: 'Request Not Sent',
    message: 'This request could not be sent. Please reload the page and try again.',
  },
  BOOKING_TOO_MANY_IMAGES: {
    status: 400,
    title: 'Too Many Images',
    message: 'Send at most 5 reference images.',
  },
  BOOKING_IMAGE_EMPTY: {
    status: 400,
    title: 'Empty Image',
    message: 'One of the reference images is an empty file. Choose it again or leave it out.',
  },
  BOOKING_IMAGES_TOO_LARGE: {
    status: 413,
    title: 'Images Too Large',
    message:
      'Reference images can be 10 MB in all. Leave some out or attach smaller photos, then send again.',
  },
  BOOKING_ADULT_REQUIRED: {
    status: 400,
    title: 'Age Confirmation Required',
    message: 'Confirm that you are 18 or older.',
  },
  BOOKING_CONSENT_REQUIRED: {
    status: 400,
    title: 'Consent Required',
    message: 'Agree that the artist may store your request and contact details.',
  },
  BOOKING_IDEA_REQUIRED: {
    status: 400,
    title: 'Missing Information',
    message: 'Describe your tattoo idea.',
  },
  BOOKING_PLACEMENT_REQUIRED: {
    status: 400,
    title: 'Missing Information',
    message: 'Say where on the body the tattoo goes.',
  },
  BOOKING_SIZE_INVALID: {
    status: 400,
    title: 'Invalid Size',
    message: 'Give the size in centimetres, between 1 and 200.',
  },
  BOOKING_NAME_REQUIRED: {
    status: 400,
    title: 'Missing Information',
    message: 'Your name is required.',
  },
  BOOKING_PHONE_INVALID: {
    status: 400,
    title: 'Invalid Phone Number',
    message: 'Enter a phone number the artist can call.',
  },
  BOOKING_ANSWER_TOO_LONG: {
    status: 400,
    title: 'Answer Too Long',
    message: 'An answer is at most 1000 characters.',
  },
  BOOKING_QUESTION_UNKNOWN: {
    status: 400,
    title: 'Question Changed',
    message: "The artist's questions have changed. Please reload the page and try again.",
  },
  BOOKING_REQUEST_NOT_FOUND: {
    status: 404,
    title: 'Request Not Found',
    message: 'Booking request not found.',
  },
  BOOKING_REQUEST_ANSWERED: {
    status: 409,
    title: 'Request Already Answered',
    message: 'This request has already been accepted or declined.',
  },
  BOOKING_DECLINE_MESSAGE_REQUIRED: {
    status: 400,
    title: 'Message Required',
    message: 'Write a short message to the client.',
  },
  BOOKING_ACCENT_INVALID: {
    status: 400,
    title: 'Invalid Accent Colour',
    message: 'The accent colour is a hex colour such as #9a3412.',
  },
  BOOKING_ACCENT_TOO_LIGHT: {
    status: 400,
    title: 'Accent Colour Too Light',
    message:
      'This colour is too light to read on white. Choose a darker one: it needs a contrast of at least 4.5:1.',
  },
  BOOKING_DEPOSIT_RULE_INVALID: {
    status: 400,
    title: 'Invalid Deposit Rule',
    message: 'A deposit is a fixed amount above zero or a percentage between 1 and 100.',
  },
  BOOKING_DEPOSIT_NEEDS_ESTIMATE: {
    status: 400,
    title: 'Estimate Required',
    message: 'Your deposit is a percentage of the estimate: enter an estimated price.',
  },
  DEPOSIT_NOT_FOUND: {
    status: 404,
    title: 'Deposit Not Found',
    message: 'This deposit link is not valid. Ask your artist for a new one.',
  },
  DEPOSIT_NOT_PAYABLE: {
    status: 409,
    title: 'Deposit Not Payable',
    message: 'This deposit cannot be paid online: it is already paid or no longer asked.',
  },
  DEPOSIT_PAYMENTS_NOT_CONNECTED: {
    status: 409,
    title: 'Online Payment Not Ready',
    message: 'The artist has not finished setting up online payments. Please contact them.',
  },
  DEPOSIT_EXCEEDS_BALANCE: {
    status: 409,
    title: 'Deposit Not Payable',
    message:
      'This deposit is more than what is still due on the tattoo. Please contact your artist.',
  },
  DEPOSIT_POLICY_CHANGED: {
    status: 409,
    title: 'Policy Changed',
    message: 'The deposit policy has changed. Please read it again before paying.',
  },
  DEPOSIT_OUTCOME_REFUSED: {
    status: 409,
    title: 'Deposit Not Changed',
    message: 'Only a paid deposit that is still held can be kept, moved, refunded or carried.',
  },
  DEPOSIT_MOVES_EXHAUSTED: {
    status: 409,
    title: 'Deposit Not Moved',
    message: 'This deposit has been moved as many times as your policy allows.',
  },
  DEPOSIT_NO_LAST_SESSION: {
    status: 409,
    title: 'Deposit Not Carried',
    message: 'The project has no later session to carry the deposit to.',
  },
  DEPOSIT_STATE_CHANGED: {
    status: 409,
    title: 'Deposit Changed',
    message:
      'This deposit was changed a moment ago (paid, kept, moved or refunded). Reload to see where it stands.',
  },
  DEPOSIT_REFUND_IN_STRIPE: {
    status: 409,
    title: 'Refund Through Stripe',
    message:
      'This deposit was paid online: refund it with "Refund it" so the money goes back through Stripe.',
  },
  DEPOSIT_OVER_PRICE: {
    status: 409,
    title: 'Over the Price',
    message:
      'This would take more than the project price: its payments and open deposit requests already come to it.',
  },
  DEPOSIT_REFUND_FAILED: {
    status: 502,
    title: 'Refund Failed',
    message: 'Stripe did not make the refund. Nothing was changed; please try again.',
  },
  STRIPE_CONNECT_UNAVAILABLE: {
    status: 503,
    title: 'Online Payments Unavailable',
    message: 'Online payments are not set up on this server.',
  },
  /** Stripe's minimum charge in the currency (MINIMUM_CHARGE_CENTS); the answer names it. */
  DEPOSIT_BELOW_MINIMUM: {
    status: 400,
    title: 'Below the Minimum',
    message:
      'This deposit is below the smallest amount Stripe charges in your currency. Ask a larger deposit, or none.',
  },
  DEPOSIT_PAYMENTS_OFF: {
    status: 409,
    title: 'Pay at the Studio',
    message: 'This artist is not taking payments online at the moment. Please pay at the studio.',
  },
  DEPOSIT_REFUND_PENDING: {
    status: 409,
    title: 'Refund Waiting',
    message:
      'The refund is waiting for your Stripe balance: Stripe makes it once your balance covers it.',
  },
} as const;
