import { emailLocalPart } from '@inkforge/domain';

/** Up to two capital letters for the avatar: first letters of the name's words, else the e-mail's. */
export function initialsOf(displayName: string | null | undefined, email: string): string {
  const words = (displayName ?? '').trim().split(/\s+/).filter(Boolean);
  const source = words.length > 0 ? words : [emailLocalPart(email)];
  const letters = source.slice(0, 2).map((word) => word.charAt(0).toUpperCase());
  return letters.join('') || '?';
}
