import type Stripe from 'stripe';
import { z } from 'zod';

/**
 * The fields of Stripe's event shapes (pinned API version) that stripe-events and
 * stripe-connect-events read, so a signed event lacking them is refused at the door (400:
 * Stripe stops retrying) instead of failing inside a handler (500: retried for days).
 * Other fields pass through unread.
 */
const id = z.string().min(1);
const text = z.string().nullish();
const expandable = z.union([z.string(), z.looseObject({ id: z.string() })]).nullish();
const metadata = z.record(z.string(), z.string()).nullish();
const cents = z.number().int().nonnegative();

const checkoutSession = z.looseObject({
  id,
  mode: text,
  payment_status: text,
  client_reference_id: text,
  customer: expandable,
  subscription: expandable,
  invoice: expandable,
  payment_intent: expandable,
  metadata,
  amount_total: cents.nullish(),
  currency: text,
});

const invoice = z.looseObject({
  id,
  billing_reason: text,
  customer: expandable,
  parent: z
    .looseObject({
      subscription_details: z.looseObject({ subscription: expandable, metadata }).nullish(),
    })
    .nullish(),
});

const subscription = z.looseObject({ id, customer: expandable });

const charge = z.looseObject({
  id,
  payment_intent: expandable,
  amount: cents,
  amount_refunded: cents,
});

const account = z.looseObject({
  id,
  charges_enabled: z.boolean().nullish(),
  details_submitted: z.boolean().nullish(),
});

const refund = z.looseObject({
  id,
  amount: cents,
  payment_intent: expandable,
  status: text,
  failure_reason: text,
});

const application = z.looseObject({ id });

const OBJECT_OF: Record<string, z.ZodType> = {
  'checkout.session.completed': checkoutSession,
  'checkout.session.async_payment_succeeded': checkoutSession,
  'checkout.session.async_payment_failed': checkoutSession,
  'invoice.paid': invoice,
  'invoice.payment_failed': invoice,
  'customer.subscription.created': subscription,
  'customer.subscription.updated': subscription,
  'customer.subscription.deleted': subscription,
  'charge.refunded': charge,
  'account.updated': account,
  'refund.created': refund,
  'refund.updated': refund,
  'refund.failed': refund,
  'charge.refund.updated': refund,
  'account.application.deauthorized': application,
};

const envelope = z.looseObject({
  id,
  type: z.string().min(1),
  created: z.number().int(),
  account: z.string().min(1).nullish(),
  data: z.looseObject({ object: z.looseObject({}) }),
});

export type CheckedStripeEvent =
  | { ok: true; event: Stripe.Event }
  | { ok: false; id: string | null; type: string | null; problem: string };

function problemOf(error: z.ZodError, prefix: string): string {
  const issue = error.issues[0];
  const path = [prefix, ...(issue?.path ?? []).map(String)].filter(Boolean).join('.');
  return `${path || 'event'}: ${issue?.message ?? 'invalid'}`;
}

/** A verified payload as an event the mappers can read, or what is wrong with it (for the log). */
export function checkStripeEvent(payload: unknown): CheckedStripeEvent {
  const outer = envelope.safeParse(payload);
  if (!outer.success) {
    const raw = (payload ?? {}) as { id?: unknown; type?: unknown };
    return {
      ok: false,
      id: typeof raw.id === 'string' ? raw.id : null,
      type: typeof raw.type === 'string' ? raw.type : null,
      problem: problemOf(outer.error, ''),
    };
  }
  const { id: eventId, type, data } = outer.data;
  const shape = OBJECT_OF[type];
  const inner = shape ? shape.safeParse(data.object) : null;
  if (inner && !inner.success) {
    return { ok: false, id: eventId, type, problem: problemOf(inner.error, 'data.object') };
  }
  return { ok: true, event: payload as Stripe.Event };
}
