import type { Supply } from './model';

/** What the shelf says of a supply: its stored state, or expired (derived from the date). */
export type SupplyStatus = 'open' | 'finished' | 'recalled' | 'expired';

/** The shelf's filters, in the order the segmented control shows them. */
export const SHELF_FILTERS: readonly SupplyStatus[] = ['open', 'finished', 'recalled', 'expired'];

/** The studio's today as YYYY-MM-DD in its time zone: an ink expires on the studio's calendar. */
export function studioToday(timeZone: string, now = new Date()): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone }).format(now);
}

/** A recall outranks expiry (it is the graver word), expiry outranks the open/finished state. */
export function supplyStatus(supply: Supply, today: string): SupplyStatus {
  if (supply.state === 'recalled') return 'recalled';
  if (supply.state === 'finished') return 'finished';
  return supply.expiresOn < today ? 'expired' : 'open';
}

/** The words shown beside a supply's name: never colour alone (WCAG 1.4.1). */
export const STATUS_WORDS: Record<SupplyStatus, string> = {
  open: 'Open',
  finished: 'Finished',
  recalled: 'Recalled',
  expired: 'Expired',
};

/** Whether using it in a session needs a stated reason (an expired or a recalled supply). */
export function needsReason(supply: Supply, today: string): boolean {
  const status = supplyStatus(supply, today);
  return status === 'expired' || status === 'recalled';
}

/** The shelf under one filter, newest lot first within a kind (inks before needles). */
export function filterShelf<S extends Supply>(
  supplies: readonly S[],
  filter: SupplyStatus,
  today: string,
): S[] {
  return supplies
    .filter((s) => supplyStatus(s, today) === filter)
    .sort((a, b) => a.kind.localeCompare(b.kind) || a.brand.localeCompare(b.brand));
}
