/** The words on every screen of a server without Twilio (issue 44, Deliver 1). */
export const TEXTS_NOT_CONFIGURED =
  'Texts are off: Twilio is not set up on this server — clients get e-mail.';
