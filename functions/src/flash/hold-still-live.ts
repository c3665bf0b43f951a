import type { FlashRepository, StoredHold } from './flash.repository';

/**
 * Whether a paid (or paying) hold may still become a booking, read in the transaction that
 * books it. Its Checkout ends when the hold does (`expires_at`), so a payment that reaches us
 * was made in time; a hold whose end passed before the event arrived still books if its time
 * is still to come and nobody took it since. Never a time already past.
 */
export async function holdStillLive(
  flash: FlashRepository,
  uid: string,
  hold: StoredHold,
  now: Date,
  tx: NonNullable<Parameters<FlashRepository['busyBetween']>[4]>,
): Promise<boolean> {
  if (hold.status !== 'held' || hold.start <= now) return false;
  if (hold.expiresAt > now) return true;
  const busy = await flash.busyBetween(uid, hold.start, hold.end, now, tx);
  return busy.every((b) => b.end <= hold.start || b.start >= hold.end);
}
