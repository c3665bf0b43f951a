/** User-facing texts of the spec that only the web app shows. */
export const EMAIL_EXISTS_LONG =
  "This email address is already associated with an existing account. Please sign in or use the password reset option if you've forgotten your credentials.";
