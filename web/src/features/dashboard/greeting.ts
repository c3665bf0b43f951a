import { emailLocalPart } from '@inkforge/domain';

/** 'Good morning' before 12:00, 'Good afternoon' before 18:00. */
export function greetingFor(hour: number): string {
  if (hour < 12) return 'Good morning';
  if (hour < 18) return 'Good afternoon';
  return 'Good evening';
}

/** The display name, else the e-mail's local part, else 'Artist'. */
export function greetingName(user: { displayName?: string | null; email?: string | null }): string {
  const name = user.displayName?.trim();
  if (name) return name;
  if (user.email) return emailLocalPart(user.email);
  return 'Artist';
}
