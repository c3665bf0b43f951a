/**
 * The marketing opt-in exactly as the sign-up and consent screens show it. The server records
 * the version and text with the choice and its time, so a consent can always be shown as given.
 * Change the version whenever the text changes.
 */
export const MARKETING_CONSENT = {
  version: '2026-11-23',
  text: 'Send me product news and offers by email',
} as const;
