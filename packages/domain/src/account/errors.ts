/** Profile and account errors. Same shape as ERRORS so they merge into it. */
export const ACCOUNT_ERRORS = {
  PROFILE_NAMES_REQUIRED: { status: 400, message: 'Username and display name are required.' },
  PROFILE_EMAIL_REQUIRED: { status: 400, message: 'Email address is required.' },
  PROFILE_EMAIL_PATTERN: {
    status: 400,
    message: 'Please enter a valid email address (e.g., artist@example.com).',
  },
  PROFILE_EMAIL_FORMAT: {
    status: 400,
    message: 'Email address contains invalid characters or format.',
  },
  USERNAME_TOO_SHORT: { status: 400, message: 'Username must be at least 3 characters long.' },
  USERNAME_CHARACTERS: {
    status: 400,
    message: 'Username can only contain letters, numbers, underscores, and hyphens.',
  },
  /** Changing the sign-in address is a takeover risk on a shared PC: the password proves it. */
  PROFILE_PASSWORD_REQUIRED: {
    status: 400,
    message: 'Enter your current password to change your e-mail.',
  },
  /** Names a page can never have (see isReservedUsernameKey): refused before they are held. */
  USERNAME_RESERVED: {
    status: 400,
    message: 'That username is reserved. Please choose another one.',
  },
  USERNAME_TAKEN: {
    status: 409,
    message: 'That username is already taken. Please choose another one.',
  },
  EMAIL_MANAGED_BY_GOOGLE: {
    status: 400,
    message: 'Your email is managed by Google. Change it in your Google account.',
  },
  ACCOUNT_DELETE_CONFIRMATION: {
    status: 400,
    message: 'Type DELETE to confirm that your account should be deleted.',
  },
} as const satisfies Record<string, { status: number; message: string }>;
