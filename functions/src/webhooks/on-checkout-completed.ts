import { findCreditPack } from '@inkforge/domain';
import { grantStep } from '../credits/apply-movements';
import { isEnded } from '../billing/subscription-patch';
import { activation } from './activate-plan';
import type { EventContext, WebhookDeps } from './deps';

export const packGrantKey = (sessionId: string) => `checkout-${sessionId}`;

/** Packs grant only once paid; a subscription checkout activates its plan on the first invoice. */
export async function onCheckoutCompleted(
  deps: WebhookDeps,
  ctx: EventContext<'checkout.completed'>,
): Promise<void> {
  const { tx, event, user } = ctx;
  if (!event.paid) return;
  if (event.mode === 'payment') {
    const pack = findCreditPack(event.metadata.packCode ?? '');
    if (!pack) {
      deps.logger.error('billing.checkout.unknown_pack', { sessionId: event.sessionId });
      return;
    }
    await deps.ledger.moveInTransaction(tx, user.uid, [
      grantStep('pack', pack.credits, packGrantKey(event.sessionId), pack.code),
    ]);
    if (event.paymentIntentId) {
      deps.repo.savePurchaseInTx(tx, event.paymentIntentId, {
        uid: user.uid,
        credits: pack.credits,
        sessionId: event.sessionId,
        clawedBack: 0,
      });
    }
    if (event.customerId && !user.stripeCustomerId) {
      deps.repo.updateInTx(tx, user.uid, { stripeCustomerId: event.customerId });
    }
    return;
  }
  if (isEnded(ctx.subscription) || !ctx.subscription) return;
  const { steps, patch } = activation(
    user,
    ctx.subscription,
    event.invoiceId,
    event.metadata,
    ctx.now,
  );
  await deps.ledger.moveInTransaction(tx, user.uid, steps);
  deps.repo.updateInTx(tx, user.uid, patch);
}
