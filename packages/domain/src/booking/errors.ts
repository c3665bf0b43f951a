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
} as const;
