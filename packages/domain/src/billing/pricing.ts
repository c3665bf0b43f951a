import { PLAN_CODES, type PlanCode } from '../plans';
import { CREDIT_PACKS, packSavingsPercent } from './credit-packs';
import { formatMoney, moneySymbol } from '../format/money';
import { CURRENCY_EXPONENTS, toMajorUnits, type Currency } from './currencies';
import { PLANS } from './plan-definitions';
import { planPriceId, priceMinor, type PackPriceId } from './prices';

/** One plan card of `GET /api/pricing/multi-currency`. Prices in minor units. */
export interface PricingPlan {
  planCode: PlanCode;
  code: PlanCode;
  name: string;
  credits: number;
  monthlyPrice: number | null;
  yearlyPrice: number | null;
  monthlyPriceFormatted: string | null;
  yearlyPriceFormatted: string | null;
  popular: boolean;
  features: string[];
}

export interface PricingPackage {
  packageCode: string;
  code: string;
  name: string;
  credits: number;
  price: number | null;
  priceFormatted: string | null;
  pricePerCreditFormatted: string | null;
  savingsPercent: number;
  popular: boolean;
}

export interface PricingResponse {
  currency: Currency;
  currencySymbol: string;
  subscriptionPlans: PricingPlan[];
  creditPackages: PricingPackage[];
}

export function buildPricing(currency: Currency): PricingResponse {
  // The pricing cards keep the symbols a US-English page prints ('$19.99', 'CA$25.00').
  const money = (minor: number) => formatMoney(minor, currency, 'en-US');
  return {
    currency,
    currencySymbol: moneySymbol(currency, 'en-US'),
    subscriptionPlans: PLAN_CODES.map((code) => {
      const plan = PLANS[code];
      const monthly = priceMinor(planPriceId(code, 'monthly'), currency);
      const yearly = priceMinor(planPriceId(code, 'yearly'), currency);
      return {
        planCode: code,
        code,
        name: plan.name,
        credits: plan.monthlyCredits,
        monthlyPrice: monthly,
        yearlyPrice: yearly,
        monthlyPriceFormatted: money(monthly),
        yearlyPriceFormatted: money(yearly),
        popular: plan.popular,
        features: [...plan.features],
      };
    }),
    creditPackages: CREDIT_PACKS.map((pack) => {
      const price = priceMinor(pack.priceId as PackPriceId, currency);
      return {
        packageCode: pack.code,
        code: pack.code,
        name: pack.name,
        credits: pack.credits,
        price,
        priceFormatted: money(price),
        // Three decimals where a credit costs a fraction of a cent; whole yen and won have no
        // smaller unit, so none there.
        pricePerCreditFormatted: new Intl.NumberFormat('en-US', {
          style: 'currency',
          currency,
          maximumFractionDigits: CURRENCY_EXPONENTS[currency] === 0 ? 0 : 3,
        }).format(toMajorUnits(price, currency) / pack.credits),
        savingsPercent: packSavingsPercent(pack),
        popular: pack.popular,
      };
    }),
  };
}
