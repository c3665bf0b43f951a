import { findCreditPack } from '@inkforge/domain';
import { grantStep } from '../credits/apply-movements';
import { isEnded } from '../subscriptions/subscription-patch';
import { activation, announcePlanCredits } from './activate-plan';
import { packAdded } from './billing-notices';
import type { EventContext, WebhookDeps } from './deps';
import type { LedgerOutcome } from '../credits/apply-movement';
import { clawbackFor } from './pending-refund';

const packGrantKey = (sessionId: string) => `checkout-${sessionId}`;

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
    const grant = grantStep('pack', pack.credits, packGrantKey(event.sessionId), pack.code);
    const intent = event.paymentIntentId;
    let granted: LedgerOutcome[];
    if (!intent) {
      granted = await deps.ledger.moveInTransaction(tx, user.uid, [grant]);
    } else {
      // Read before any write (Firestore): a refund of this payment may have come first.
      const [pending, known] = await Promise.all([
        deps.repo.pendingRefundInTransaction(tx, intent),
        deps.repo.purchaseInTransaction(tx, intent),
      ]);
      const purchase = known ?? {
        uid: user.uid,
        credits: pack.credits,
        sessionId: event.sessionId,
        clawedBack: 0,
      };
      const clawback = pending ? clawbackFor(purchase, intent, pending) : null;
      granted = await deps.ledger.moveInTransaction(
        tx,
        user.uid,
        clawback ? [grant, clawback.step] : [grant],
      );
      deps.repo.savePurchaseInTransaction(tx, intent, {
        ...purchase,
        clawedBack: clawback?.clawedBack ?? purchase.clawedBack,
      });
      if (pending) deps.repo.deletePendingRefundInTransaction(tx, intent);
    }
    if (granted[0] && !granted[0].replayed) {
      deps.notify(tx, user.uid, `credits-${grant.key}`, packAdded(pack));
    }
    if (event.customerId && !user.stripeCustomerId) {
      deps.repo.updateInTransaction(tx, user.uid, { stripeCustomerId: event.customerId });
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
  const outcomes = await deps.ledger.moveInTransaction(tx, user.uid, steps);
  announcePlanCredits(deps, ctx, steps, outcomes, patch);
  deps.repo.updateInTransaction(tx, user.uid, patch);
}
