import type { ConnectEvent } from '../adapters/stripe/stripe-connect-events';
import { giveBackOfRefund } from '../deposits';
import { createArtistStudios } from '../studios';
import type { ConnectWebhookDeps } from './process-connect-event';

/**
 * Whose records a connected-account event is about. An account is one person's
 * (connectAccounts/{accountId}); when that person owns a studio that takes its artists'
 * deposits (`depositsTo: 'studio'`), a deposit's checkout names its artist in its metadata, and
 * a refund belongs to whichever member holds its payment. The operations the event then runs
 * still check the stored checkout and payment against the account, so naming a member here
 * grants nothing by itself.
 */
export async function depositHolderOf(
  deps: Pick<ConnectWebhookDeps, 'db' | 'clock' | 'deposits'>,
  accountUid: string,
  event: ConnectEvent,
): Promise<string> {
  const checkout = event.kind === 'checkout.completed' || event.kind === 'checkout.failed';
  const refund = event.kind === 'refund.changed';
  if (!checkout && !refund) return accountUid;
  // A balance checkout (issue 49) is paid to the same account as the artist's deposits.
  const kind = 'metadata' in event ? event.metadata.kind : undefined;
  const named = kind === 'deposit' || kind === 'balance';
  if (checkout && (!named || event.metadata.uid === accountUid)) {
    return accountUid;
  }
  const holders = await createArtistStudios(deps.db, deps.clock).depositHolders(accountUid);
  if (holders.length === 1) return accountUid;
  if (checkout) {
    const named = event.metadata.uid ?? '';
    return holders.includes(named) ? named : accountUid;
  }
  if (event.kind !== 'refund.changed') return accountUid;
  for (const uid of holders) {
    if (await giveBackOfRefund(deps.deposits, uid, event.refundId)) return uid;
    const intent = event.paymentIntentId;
    const payment = intent
      ? await deps.deposits.runTransaction((tx) => deps.deposits.paymentByIntent(tx, uid, intent))
      : null;
    if (payment) return uid;
  }
  return accountUid;
}
