import {
  findCreditPack,
  isPlanCode,
  isPriceId,
  parsePlanPriceId,
  PLAN_PRICE_IDS,
  type BillingInterval,
  type CreditPack,
  type PlanCode,
} from '@inkforge/domain';
import { AppError } from '../app-error';

/** What a checkout sells, whichever of the three checkout calls asked for it. */
export type CheckoutItem =
  { kind: 'plan'; plan: PlanCode; interval: BillingInterval } | { kind: 'pack'; pack: CreditPack };

function planPrice(code: string): CheckoutItem | null {
  if (isPlanCode(code)) return { kind: 'plan', plan: code, interval: 'monthly' };
  if (isPriceId(code) && (PLAN_PRICE_IDS as readonly string[]).includes(code)) {
    const { plan, interval } = parsePlanPriceId(code as (typeof PLAN_PRICE_IDS)[number]);
    return { kind: 'plan', plan, interval };
  }
  return null;
}

function pack(code: string): CheckoutItem | null {
  const found = findCreditPack(code);
  return found ? { kind: 'pack', pack: found } : null;
}

function required(item: CheckoutItem | null): CheckoutItem {
  if (!item) throw new AppError('PLAN_INVALID');
  return item;
}

const intervalOf = (billing: string | undefined): BillingInterval =>
  billing === 'yearly' ? 'yearly' : 'monthly';

/** `POST /api/checkout/multi-currency`: a plan code with its billing, or a pack code. */
export function fromPlanAndBilling(plan: string, billing?: string): CheckoutItem {
  if (isPlanCode(plan)) return { kind: 'plan', plan, interval: intervalOf(billing) };
  return required(pack(plan));
}

/** `POST /api/checkout`: type plan with a plan or plan price id, or topup with a pack code. */
export function fromTypeAndCode(type: 'plan' | 'topup', code: string): CheckoutItem {
  return required(type === 'plan' ? planPrice(code) : pack(code));
}

/** `POST /api/checkout/static`: a plan code with billing, else a price id. */
export function fromStatic(input: {
  planCode?: string | undefined;
  billing?: string | undefined;
  priceId?: string | undefined;
}): CheckoutItem {
  if (isPlanCode(input.planCode)) {
    return { kind: 'plan', plan: input.planCode, interval: intervalOf(input.billing) };
  }
  const priceId = input.priceId ?? input.planCode ?? '';
  return required(planPrice(priceId) ?? pack(priceId));
}
