import { z } from 'zod';
import { PLAN_CODES } from '../plans';
import { CREDIT_PACKS } from './credit-packs';
import { CURRENCIES } from './currencies';
import { refusal } from '../refusal';

const planCode = z.enum(PLAN_CODES, refusal('PLAN_INVALID'));
const packCode = z.enum(
  CREDIT_PACKS.map((p) => p.code) as [string, ...string[]],
  refusal('PLAN_INVALID'),
);
const interval = z.enum(['monthly', 'yearly'], refusal('PLAN_INVALID'));
const currency = z.enum(CURRENCIES).optional();

/**
 * `POST /api/checkout/multi-currency`: a plan with monthly or yearly
 * billing, or a pack code with billing 'one-time'.
 */
export const multiCurrencyCheckoutRequestSchema = z.union([
  z.object({ plan: planCode, billing: interval, currency }),
  z.object({ plan: packCode, billing: z.literal('one-time').optional(), currency }),
]);
export type MultiCurrencyCheckoutRequest = z.infer<typeof multiCurrencyCheckoutRequestSchema>;

/** `POST /api/checkout`: type plan (code like 'pro-monthly' or 'pro') or topup (pack code). */
export const checkoutRequestSchema = z.object({
  type: z.enum(['plan', 'topup']),
  code: z.string().min(1).max(40),
});

/** `POST /api/checkout/static`. */
export const staticCheckoutRequestSchema = z.object({
  type: z.enum(['plan', 'topup']).optional(),
  priceId: z.string().max(40).optional(),
  planCode: z.string().max(40).optional(),
  billing: z.enum(['monthly', 'yearly', 'one-time']).optional(),
  currency,
});

export const updateSubscriptionRequestSchema = z.object({
  planCode,
  billing: interval.optional().default('monthly'),
  /** The preview's proration instant (seconds), so the charge equals the amount shown. */
  prorationDate: z.number().int().positive().optional(),
});
export type UpdateSubscriptionRequest = z.infer<typeof updateSubscriptionRequestSchema>;

/** A Checkout Session id as Stripe (and the offline twin) writes it: `cs_` and letters. */
export const isCheckoutSessionId = (id: string): boolean => /^cs_[A-Za-z0-9_]{1,250}$/.test(id);

export const billingSyncRequestSchema = z.object({
  sessionId: z.string().min(1).max(255).optional(),
});

/**
 * A query value as the server reads it: one non-empty text, else absent (an empty or repeated
 * parameter falls back to the default). Typed as the caller should send it.
 */
const queryText = <T extends string>(schema: z.ZodType<T | undefined>) =>
  z
    .preprocess(
      (value: T | undefined) => (typeof value === 'string' && value ? value : undefined),
      schema,
    )
    .optional();

export const pricingQuerySchema = z.object({ currency: queryText(currency) });

/** `GET /api/credits/ledger`: the last page's `nextCursor`. */
export const ledgerQuerySchema = z.object({ cursor: queryText(z.string().optional()) });

/** `GET /api/billing/sync`: Checkout's return link names the session in `session_id`. */
export const billingSyncQuerySchema = z.object({ session_id: queryText(z.string().optional()) });
