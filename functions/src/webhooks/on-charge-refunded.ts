import type { EventContext, WebhookDeps } from './deps';
import { clawbackFor } from './pending-refund';

/** A refunded pack: take back the refunded share of its credits, as far as they are unspent. */
export async function onChargeRefunded(
  deps: WebhookDeps,
  ctx: EventContext<'charge.refunded'>,
): Promise<void> {
  const { tx, event, user } = ctx;
  if (!event.paymentIntentId) return;
  const purchase = await deps.repo.purchaseInTransaction(tx, event.paymentIntentId);
  if (purchase?.uid !== user.uid) return;
  const clawback = clawbackFor(purchase, event.paymentIntentId, event);
  if (!clawback) return;
  await deps.ledger.moveInTransaction(tx, user.uid, [clawback.step]);
  deps.repo.savePurchaseInTransaction(tx, event.paymentIntentId, {
    ...purchase,
    clawedBack: clawback.clawedBack,
  });
}
