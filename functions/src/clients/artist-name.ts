import { ownStudioPlaceOf, senderName } from '@inkforge/domain';

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);

/**
 * Who a client's private link comes from (approval, intake): the artist's name, with their
 * studio's when it differs; else the studio, the username or the mails' sender name.
 */
export function artistNameOf(user: Record<string, unknown>): string {
  const studio = ownStudioPlaceOf(user).studioName;
  const email = text(user.email);
  const person = senderName(null, text(user.displayName), email);
  const named = person === senderName(null, null, null) ? null : person;
  if (named && studio && named !== studio) return `${named} (${studio})`;
  return named ?? studio ?? text(user.username) ?? person;
}
