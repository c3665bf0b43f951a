/** User-facing texts of the spec that only the web app shows. */
export const EMAIL_EXISTS_LONG =
  "This email address is already associated with an existing account. Please sign in or use the password reset option if you've forgotten your credentials.";

export interface LinkError {
  title: string;
  message: string;
}

/** Why an e-mail link (verify, recover or change an address) could not be used. */
export const ACTION_LINK_ERRORS = {
  expired: {
    title: 'Link Expired',
    message: 'This link has expired. Ask for a new e-mail and use the link in it.',
  },
  invalid: {
    title: 'Link Not Valid',
    message:
      'This link is invalid or has already been used. If you asked for several e-mails, use the newest one.',
  },
  noAccount: {
    title: 'Account Not Found',
    message: 'The account this link was sent for no longer exists.',
  },
  network: {
    title: 'Connection Error',
    message: 'Unable to check this link. Please check your connection and try again.',
  },
  failed: {
    title: 'Link Not Valid',
    message: 'This link could not be used. Please try again or ask for a new e-mail.',
  },
  incomplete: {
    title: 'Invalid Link',
    message: 'This link is incomplete. Open it from the e-mail again, or copy the whole address.',
  },
  unsupported: {
    title: 'Unsupported Link',
    message: 'InkForge cannot open this kind of link. Please sign in instead.',
  },
} as const satisfies Record<string, LinkError>;
