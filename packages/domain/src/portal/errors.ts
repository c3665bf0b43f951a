/**
 * Error codes of the client's page (issue 49). Same shape as ERRORS in ../errors.ts; `title` is
 * the heading the page shows above the message.
 */
export const PORTAL_ERRORS = {
  // Unknown, revoked, malformed and lapsed tokens are one answer: guessing learns nothing.
  PORTAL_LINK_NOT_FOUND: {
    status: 404,
    title: 'Link No Longer Works',
    message: 'This link to your bookings does not work any more. Ask the studio for a new one.',
  },
  // A download the client's page offers, asked for something this client does not have.
  PORTAL_DOWNLOAD_NOT_FOUND: {
    status: 404,
    title: 'Nothing to Download',
    message: 'There is nothing to download here for this booking.',
  },
} as const;
