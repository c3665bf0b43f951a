/** User-facing texts of spec accounts §8 that only the web app shows. */
export const EMAIL_EXISTS_LONG =
  "This email address is already associated with an existing account. Please sign in or use the password reset option if you've forgotten your credentials.";

/** Spec accounts §8: a sign-up error naming both 'email' and 'exists' is a duplicate account. */
export function isDuplicateEmailMessage(message: string): boolean {
  const lower = message.toLowerCase();
  return lower.includes('email') && lower.includes('exists');
}
