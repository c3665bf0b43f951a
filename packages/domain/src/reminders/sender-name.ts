import { emailLocalPart } from '../names';

const filled = (text: string | null) => (text?.trim() ? text.trim() : null);

/**
 * Who a client e-mail is from: the studio name, else the artist's display name. A display name
 * that is only the e-mail's local part is the account's default (the artist never chose it):
 * a client would read an address handle, so the mail says "Your tattoo artist" instead.
 */
export function senderName(
  studioName: string | null,
  displayName: string | null,
  email: string | null,
): string {
  const chosen = filled(displayName);
  const isDefault = chosen !== null && email !== null && chosen === emailLocalPart(email);
  return filled(studioName) ?? (isDefault ? null : chosen) ?? 'Your tattoo artist';
}
