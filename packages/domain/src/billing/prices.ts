import type { PlanCode } from '../plans';
import { CREDIT_PACKS, type CreditPack } from './credit-packs';
import type { Currency } from './currencies';
import { PLANS, YEARLY_MONTHS_CHARGED, type BillingInterval } from './plan-definitions';

/**
 * The price ids the spec lists (`GET /api/prices/{plan}`). They double as the payment
 * provider's price lookup keys, so the catalogue there and this table name the same things.
 */
export const PLAN_PRICE_IDS = [
  'basic-monthly',
  'basic-yearly',
  'pro-monthly',
  'pro-yearly',
  'premium-monthly',
  'premium-yearly',
] as const;
export const PACK_PRICE_IDS = ['credits100', 'credits500', 'credits1000'] as const;
export const PRICE_IDS = [...PACK_PRICE_IDS, ...PLAN_PRICE_IDS] as const;
export type PlanPriceId = (typeof PLAN_PRICE_IDS)[number];
export type PackPriceId = (typeof PACK_PRICE_IDS)[number];
export type PriceId = (typeof PRICE_IDS)[number];

export function isPriceId(value: unknown): value is PriceId {
  return typeof value === 'string' && (PRICE_IDS as readonly string[]).includes(value);
}

export function planPriceId(plan: PlanCode, interval: BillingInterval): PlanPriceId {
  return `${plan}-${interval}`;
}

interface CurrencyPrices {
  /** Monthly list price of each plan; a year is YEARLY_MONTHS_CHARGED of them. */
  plans: Record<PlanCode, number>;
  packs: Record<PackPriceId, number>;
}

const eurPacks = Object.fromEntries(CREDIT_PACKS.map((p) => [p.priceId, p.priceMinor])) as Record<
  PackPriceId,
  number
>;

/**
 * Local list prices in minor units (whole yen and won). EUR comes from the plan and pack
 * definitions; the others are rounded local prices that keep the pack savings at 20% and 30%.
 */
export const PRICE_TABLE: Record<Currency, CurrencyPrices> = {
  EUR: {
    plans: {
      basic: PLANS.basic.monthlyPriceMinor,
      pro: PLANS.pro.monthlyPriceMinor,
      premium: PLANS.premium.monthlyPriceMinor,
    },
    packs: eurPacks,
  },
  USD: {
    plans: { basic: 1999, pro: 3999, premium: 7999 },
    packs: { credits100: 999, credits500: 3999, credits1000: 6999 },
  },
  GBP: {
    plans: { basic: 1699, pro: 3399, premium: 6799 },
    packs: { credits100: 899, credits500: 3599, credits1000: 6299 },
  },
  CAD: {
    plans: { basic: 2799, pro: 5599, premium: 10999 },
    packs: { credits100: 1399, credits500: 5599, credits1000: 9799 },
  },
  AUD: {
    plans: { basic: 2999, pro: 5999, premium: 11999 },
    packs: { credits100: 1499, credits500: 5999, credits1000: 10499 },
  },
  JPY: {
    plans: { basic: 3000, pro: 6000, premium: 12000 },
    packs: { credits100: 1500, credits500: 6000, credits1000: 10500 },
  },
  KRW: {
    plans: { basic: 27000, pro: 54000, premium: 108000 },
    packs: { credits100: 13500, credits500: 54000, credits1000: 94500 },
  },
};

/** What a price id costs in a currency, in minor units. */
export function priceMinor(priceId: PriceId, currency: Currency): number {
  const table = PRICE_TABLE[currency];
  if ((PACK_PRICE_IDS as readonly string[]).includes(priceId)) {
    return table.packs[priceId as PackPriceId];
  }
  const [plan, interval] = priceId.split('-') as [PlanCode, BillingInterval];
  const monthly = table.plans[plan];
  return interval === 'yearly' ? monthly * YEARLY_MONTHS_CHARGED : monthly;
}

/** The plan and interval a plan price id stands for. */
export function parsePlanPriceId(priceId: PlanPriceId): {
  plan: PlanCode;
  interval: BillingInterval;
} {
  const [plan, interval] = priceId.split('-') as [PlanCode, BillingInterval];
  return { plan, interval };
}

export function packByPriceId(priceId: PackPriceId): CreditPack {
  const pack = CREDIT_PACKS.find((p) => p.priceId === priceId);
  if (!pack) throw new Error(`Unknown pack price ${priceId}`);
  return pack;
}
