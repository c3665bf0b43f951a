import type Stripe from 'stripe';
import { loadStripe } from '../load-sdk';
import { toBillingEvent, type BillingEvent } from './stripe-events';

/** Stripe's default tolerance: a signature older than five minutes is refused (replay guard). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

export class WebhookSignatureError extends Error {
  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : 'Invalid webhook signature');
    this.name = 'WebhookSignatureError';
  }
}

/** Checks the `Stripe-Signature` header over the raw body and maps the event. */
export async function verifyWebhook(
  rawBody: Buffer,
  signature: string | undefined,
  secret: string,
  now: Date = new Date(),
): Promise<BillingEvent> {
  const Stripe = await loadStripe();
  let event: Stripe.Event;
  try {
    event = Stripe.webhooks.constructEvent(
      rawBody,
      signature ?? '',
      secret,
      WEBHOOK_TOLERANCE_SECONDS,
      undefined,
      now.getTime(),
    );
  } catch (err) {
    throw new WebhookSignatureError(err);
  }
  return toBillingEvent(event);
}

/** A `Stripe-Signature` header for a payload, as Stripe computes it (offline twin and tests). */
export async function signWebhookPayload(
  payload: string,
  secret: string,
  at: Date = new Date(),
): Promise<string> {
  const Stripe = await loadStripe();
  return Stripe.webhooks.generateTestHeaderString({
    payload,
    secret,
    timestamp: Math.floor(at.getTime() / 1000),
  });
}
