// Name helpers with no schema: the web's first screen imports them without loading zod.

/** The part of an e-mail address before the at-sign: the default display name. */
export function emailLocalPart(email: string): string {
  const at = email.indexOf('@');
  return at > 0 ? email.slice(0, at) : email;
}

/** First word of the display name, or the e-mail's local part. */
export function firstNameOf(displayName: string | null | undefined, email: string): string {
  const name = (displayName ?? '').trim();
  if (name) return name.split(/\s+/)[0] ?? name;
  return emailLocalPart(email);
}
