import { minimumChargeCents } from '@inkforge/domain';

/** Stripe's window for a Checkout Session's `expires_at`: 30 minutes to 24 hours after creation. */
const CHECKOUT_MIN_LIFETIME_MS = 30 * 60_000;
const CHECKOUT_MAX_LIFETIME_MS = 24 * 3_600_000;

/** Why Stripe refuses to create a Checkout Session, as its `invalid_request_error` says it. */
export interface CheckoutRefusal {
  code: string;
  param: string;
  message: string;
}

/**
 * What Stripe checks before it creates a one-off Checkout Session (docs: currencies, "Minimum
 * and maximum charge amounts"; the Checkout Session API's `expires_at`): the total at least the
 * currency's minimum charge, and `expires_at` 30 minutes to 24 hours from now. Null: accepted.
 */
export function checkoutRefusal(
  request: { amountMinor: number; currency: string; expiresAt?: Date | undefined },
  now: number,
): CheckoutRefusal | null {
  const least = minimumChargeCents(request.currency);
  if (!Number.isInteger(request.amountMinor) || request.amountMinor < least) {
    const currency = request.currency.toLowerCase();
    return {
      code: 'amount_too_small',
      param: 'line_items[0][price_data][unit_amount]',
      message: `The Checkout Session's total amount due must add up to at least ${(least / 100).toFixed(2)} ${currency}`,
    };
  }
  if (request.expiresAt) {
    const lifetime = request.expiresAt.getTime() - now;
    if (lifetime < CHECKOUT_MIN_LIFETIME_MS || lifetime > CHECKOUT_MAX_LIFETIME_MS) {
      return {
        code: 'parameter_invalid_integer',
        param: 'expires_at',
        message:
          'The `expires_at` timestamp must be between 30 minutes and 24 hours from Checkout Session creation.',
      };
    }
  }
  return null;
}

/** When a session ends unpaid: the `expires_at` asked, else Stripe's default, 24 hours. */
export const checkoutExpiry = (expiresAt: Date | undefined, now: number): number =>
  expiresAt ? expiresAt.getTime() : now + CHECKOUT_MAX_LIFETIME_MS;
