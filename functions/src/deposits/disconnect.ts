import type { Logger } from '../logger';
import type { DepositEvents } from './deposit-events';

/**
 * account.application.deauthorized: the artist disconnected InkForge on Stripe. Online payment
 * is off for them at once (their pages say "pay at the studio" and no checkout is made) and
 * their bell says so; connecting Stripe again in Settings turns it back on. Once per event.
 */
export async function disconnectArtist(
  deps: { deposits: DepositEvents; clock: () => Date; logger: Logger },
  uid: string,
  event: { id: string; kind: string; accountId: string },
): Promise<'processed' | 'duplicate' | 'ignored'> {
  const { deposits } = deps;
  const now = deps.clock();
  const outcome = await deposits.runTransaction(async (tx) => {
    if (await deposits.eventSeen(tx, uid, event.id)) return 'duplicate' as const;
    const changed = await deposits.disconnectInTransaction(tx, uid, event.accountId, now);
    deposits.markEvent(tx, uid, event.id, event.kind, now);
    if (!changed) return 'ignored' as const;
    deposits.notify(
      tx,
      uid,
      `stripe-disconnected-${event.id}`,
      {
        kind: 'deposit',
        title: 'Stripe disconnected',
        body:
          'Your Stripe account was disconnected from InkForge: clients can no longer pay deposits ' +
          'online and are asked to pay at the studio. Connect Stripe again in Settings to turn ' +
          'online payment back on.',
        link: '/settings?tab=profile',
      },
      now,
    );
    return 'processed' as const;
  });
  deps.logger.warn('deposit.connect_deauthorized', { uid, outcome });
  return outcome;
}
