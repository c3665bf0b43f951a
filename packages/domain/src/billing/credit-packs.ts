export interface CreditPack {
  code: string;
  /** The payment provider's lookup key for the pack's price. */
  priceId: string;
  name: string;
  credits: number;
  /** EUR price in minor units. */
  priceMinor: number;
  popular: boolean;
}

export const CREDIT_PACKS = [
  {
    code: 'credits-100',
    priceId: 'credits100',
    name: '100 Credits',
    credits: 100,
    priceMinor: 999,
    popular: false,
  },
  {
    code: 'credits-500',
    priceId: 'credits500',
    name: '500 Credits',
    credits: 500,
    priceMinor: 3999,
    popular: true,
  },
  {
    code: 'credits-1000',
    priceId: 'credits1000',
    name: '1000 Credits',
    credits: 1000,
    priceMinor: 6999,
    popular: false,
  },
] as const satisfies readonly CreditPack[];

export type CreditPackCode = (typeof CREDIT_PACKS)[number]['code'];

export function findCreditPack(code: string): CreditPack | undefined {
  return CREDIT_PACKS.find((pack) => pack.code === code || pack.priceId === code);
}

/** Price per credit in minor units (fractional), as the package cards show it. */
export function pricePerCreditMinor(pack: CreditPack): number {
  return pack.priceMinor / pack.credits;
}

/**
 * The savings badge in whole percent, measured against the smallest pack's per-credit price,
 * so a price change moves the badge with it. 0 means no badge.
 */
export function packSavingsPercent(pack: CreditPack): number {
  const [base] = CREDIT_PACKS;
  const saving = 1 - pricePerCreditMinor(pack) / pricePerCreditMinor(base);
  return Math.max(0, Math.round(saving * 100));
}
