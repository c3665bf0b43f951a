import { clawbackStep } from '../credits/apply-movements';
import type { EventContext, WebhookDeps } from './deps';

/** A refunded pack: take back the refunded share of its credits, as far as they are unspent. */
export async function onChargeRefunded(
  deps: WebhookDeps,
  ctx: EventContext<'charge.refunded'>,
): Promise<void> {
  const { tx, event, user } = ctx;
  if (!event.paymentIntentId || event.amount <= 0) return;
  const purchase = await deps.repo.purchaseInTx(tx, event.paymentIntentId);
  if (purchase?.uid !== user.uid) return;
  const target = Math.floor((purchase.credits * event.amountRefunded) / event.amount);
  const owed = target - purchase.clawedBack;
  if (owed <= 0) return;
  await deps.ledger.moveInTransaction(tx, user.uid, [
    clawbackStep(
      owed,
      `clawback-${event.paymentIntentId}-${event.amountRefunded}`,
      'pack refunded',
    ),
  ]);
  deps.repo.savePurchaseInTx(tx, event.paymentIntentId, { ...purchase, clawedBack: target });
}
