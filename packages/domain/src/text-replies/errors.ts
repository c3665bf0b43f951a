/**
 * Error codes of phone numbers, text consent and the client's text thread (issue 44). Same
 * shape as ERRORS in ../errors.ts.
 */
export const TEXT_REPLY_ERRORS = {
  PHONE_INVALID: {
    status: 400,
    title: 'Phone Number Not Recognised',
    message: "We couldn't read that phone number. Include the country code, e.g. +44 7700 900123.",
  },
  TEXT_BODY_EMPTY: {
    status: 400,
    title: 'Empty Message',
    message: 'Write a message before sending it.',
  },
  TEXT_BODY_TOO_LONG: {
    status: 400,
    title: 'Message Too Long',
    message: 'This message is longer than 3 text segments. Shorten it and send it again.',
  },
  TEXT_NO_PHONE: {
    status: 409,
    title: 'No Mobile Number',
    message: 'This client has no phone number we can text. Add one on their card first.',
  },
  TEXT_NO_CONSENT: {
    status: 409,
    title: 'No Consent to Texts',
    message:
      'This client has not agreed to texts. Record their consent on their card (told you in person), or ask them to tick the box on the booking or intake form.',
  },
  TEXT_OPTED_OUT: {
    status: 409,
    title: 'Client Opted Out',
    message:
      'This client replied STOP, so they get no texts from the studio. They can reply START to receive them again.',
  },
  TEXTS_OFF: {
    status: 409,
    title: 'Texts Are Off',
    message: 'Texts are not set up for this studio. Turn them on in Settings → Texts.',
  },
} as const;
