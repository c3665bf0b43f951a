import type { ApiFlash } from './flash.schema';

/** A session's length as people say it: 45 min, 1 h, 2 h 30 min. */
export function durationLabel(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** How often the design can still be booked, in words. */
export function copiesLabel(flash: Pick<ApiFlash, 'availability' | 'limit' | 'remaining'>): string {
  if (flash.availability === 'repeatable') return 'Repeatable';
  if (flash.remaining === 0) return 'Sold out';
  if (flash.availability === 'one_of_a_kind') return 'One of a kind';
  return `Limited: ${flash.remaining ?? 0} of ${flash.limit ?? 0} left`;
}
