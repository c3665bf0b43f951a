import type Stripe from 'stripe';
import { loadStripe } from '../load-sdk';

/** Stripe's default tolerance: a signature older than five minutes is refused (replay guard). */
const WEBHOOK_TOLERANCE_SECONDS = 300;

export class WebhookSignatureError extends Error {
  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : 'Invalid webhook signature');
    this.name = 'WebhookSignatureError';
  }
}

/**
 * Checks the `Stripe-Signature` header over the raw body against each secret in turn (the
 * platform endpoint's, then the Connect endpoint's) and returns Stripe's event.
 */
export async function verifyStripeEvent(
  rawBody: Buffer,
  signature: string | undefined,
  secrets: readonly string[],
  now: Date = new Date(),
): Promise<Stripe.Event> {
  const Stripe = await loadStripe();
  let failure: unknown = null;
  for (const secret of secrets) {
    try {
      return Stripe.webhooks.constructEvent(
        rawBody,
        signature ?? '',
        secret,
        WEBHOOK_TOLERANCE_SECONDS,
        undefined,
        now.getTime(),
      );
    } catch (err) {
      failure = err;
    }
  }
  throw new WebhookSignatureError(failure);
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
