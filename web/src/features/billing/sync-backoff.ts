/** Up to 6 sync attempts, backoff from 1 s doubling, capped at 10 s. */
export const MAX_SYNC_ATTEMPTS = 6;

export function syncDelayMs(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, 10_000);
}
