import { findCreditPack } from '@inkforge/domain';
import { packPaymentFailed } from './billing-notices';
import type { EventContext, WebhookDeps } from './deps';

/**
 * `checkout.session.async_payment_failed`: a delayed payment for a pack did not arrive. Nothing
 * was credited (an unpaid session grants nothing), so only the bell tells the artist. A
 * subscription's failed first payment is told by its invoice's own failure event.
 */
export function onCheckoutPaymentFailed(
  deps: WebhookDeps,
  ctx: EventContext<'checkout.payment_failed'>,
): void {
  const { tx, event, user } = ctx;
  if (event.mode !== 'payment') return;
  const pack = findCreditPack(event.metadata.packCode ?? '');
  if (!pack) return;
  deps.notify(tx, user.uid, `checkout-failed-${event.sessionId}`, packPaymentFailed(pack));
}
