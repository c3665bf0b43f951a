/**
 * Sign-in, sign-up and password errors. Same shape as ERRORS so they merge into it; the sign-in
 * screens import this catalogue alone, so the first page a visitor opens does not carry every
 * other area's messages.
 */
export const AUTH_ERRORS = {
  EMAIL_REQUIRED: { status: 400, message: 'Email is required.' },
  EMAIL_INVALID: { status: 400, message: 'Please enter a valid email address.' },
  PASSWORD_REQUIRED: { status: 400, message: 'Password is required.' },
  PASSWORD_TOO_SHORT: { status: 400, message: 'Password must be at least 6 characters long' },
  TERMS_REQUIRED_SIGNUP: {
    status: 400,
    message: 'You must accept the Terms and Conditions to create an account',
  },
  TERMS_REQUIRED_CONSENT: {
    status: 400,
    message: 'You must accept the Terms and Conditions to continue.',
  },
  EMAIL_EXISTS: { status: 409, message: 'An account with this email already exists.' },
  INVALID_CREDENTIALS: { status: 401, message: 'Invalid email or password.' },
  USER_DISABLED: { status: 403, message: 'This account has been disabled.' },
  TOO_MANY_ATTEMPTS: {
    status: 429,
    message: 'Too many failed attempts. Please wait a few minutes or reset your password.',
  },
  RESET_LINK_INCOMPLETE: {
    status: 400,
    message: 'This password reset link is invalid or incomplete.',
  },
  RESET_TOKEN_INVALID: {
    status: 400,
    message: 'This password reset link is invalid or has expired.',
  },
  RESET_EMAIL_FAILED: { status: 502, message: 'Failed to send password reset email' },
  WRONG_CURRENT_PASSWORD: { status: 400, message: 'Your current password is incorrect.' },
  PASSWORD_FIELDS_REQUIRED: { status: 400, message: 'All password fields are required.' },
  PASSWORDS_DONT_MATCH: { status: 400, message: "New passwords don't match." },
  GOOGLE_ACCOUNT_PASSWORD: {
    status: 400,
    message: 'Your password is managed by Google. Change it in your Google account.',
  },
} as const satisfies Record<string, { status: number; message: string }>;
