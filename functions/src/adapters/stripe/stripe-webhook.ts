import Stripe from 'stripe';
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
export function verifyWebhook(
  rawBody: Buffer,
  signature: string | undefined,
  secret: string,
  now: Date = new Date(),
): BillingEvent {
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
export function signWebhookPayload(payload: string, secret: string, at: Date = new Date()): string {
  return Stripe.webhooks.generateTestHeaderString({
    payload,
    secret,
    timestamp: Math.floor(at.getTime() / 1000),
  });
}
