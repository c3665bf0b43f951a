import { createHash } from 'node:crypto';

/** `  Ada@Example.COM ` → `ada@example.com`: how two artists' cards of one person meet. */
export function normalizedEmail(email: string | undefined): string | null {
  const value = email?.trim().toLowerCase();
  return value ? value : null;
}

/**
 * The stable id of a client's record in the studio's book: from the e-mail (its SHA-256, so
 * the address is not in URLs or logs), or, without one, the artist's own card.
 */
export function bookIdOf(artistUid: string, client: { id: string; email?: string }): string {
  const email = normalizedEmail(client.email);
  if (!email) return `a-${artistUid}-${client.id}`;
  return `e-${createHash('sha256').update(email).digest('hex').slice(0, 24)}`;
}
