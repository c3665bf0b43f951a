/** Issue 44: Twilio's webhooks (a client's text, a text's delivery status). */
export const TEXT_WEBHOOK_ERRORS = {
  TEXT_SIGNATURE_INVALID: {
    status: 403,
    message:
      'This request is not signed by Twilio: its X-Twilio-Signature does not match this address and these fields, so nothing was changed.',
  },
  TEXT_WEBHOOK_NOT_CONFIGURED: {
    status: 503,
    message:
      'Texts are off on this server: the Twilio account SID, auth token or sending number is not set, so nothing was changed.',
  },
} as const;
