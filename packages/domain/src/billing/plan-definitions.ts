import type { PlanCode } from '../plans';

export type BillingInterval = 'monthly' | 'yearly';

/** Yearly billing is advertised as '2 months free': a year costs ten monthly payments. */
export const YEARLY_MONTHS_CHARGED = 10;

/** Features every paid plan has. */
export const COMMON_PLAN_FEATURES = [
  'AI tattoo generation',
  'Sketch-to-tattoo',
  'Photo-to-tattoo',
  'Stencil generation',
] as const;

export const GENERATION_MODES = ['Traditional', 'Realistic', 'Minimalist', 'Tribal'] as const;

export interface PlanDefinition {
  code: PlanCode;
  name: string;
  monthlyCredits: number;
  /** Null means unlimited. */
  clientLimit: number | null;
  galleryLimit: number;
  /** EUR list price in minor units. */
  monthlyPriceMinor: number;
  popular: boolean;
  features: readonly string[];
}

export const PLANS = {
  basic: {
    code: 'basic',
    name: 'Basic',
    monthlyCredits: 200,
    clientLimit: 10,
    galleryLimit: 10,
    monthlyPriceMinor: 1999,
    popular: false,
    features: [
      '200 credits per month',
      'Up to 10 clients',
      '10 saved designs',
      'Basic styles',
      'Standard resolution',
      'Email support',
    ],
  },
  pro: {
    code: 'pro',
    name: 'Pro',
    monthlyCredits: 500,
    clientLimit: 50,
    galleryLimit: 50,
    monthlyPriceMinor: 3999,
    popular: true,
    features: [
      '500 credits per month',
      'Up to 50 clients',
      '50 saved designs',
      '4K upscaling',
      'AI body previews',
      'All styles',
      'High resolution',
      'Priority support',
      'Style variations',
      'Commercial licence (sell flash, merchandise, tattoo the design)',
    ],
  },
  premium: {
    code: 'premium',
    name: 'Premium',
    monthlyCredits: 1200,
    clientLimit: null,
    galleryLimit: 100,
    monthlyPriceMinor: 7999,
    popular: false,
    features: [
      '1200 credits per month',
      'Unlimited clients',
      '100 saved designs',
      'Advanced AI modifications',
      'Premium styles',
      'Ultra-high resolution',
      '24/7 priority support',
      'Commercial licence',
    ],
  },
} as const satisfies Record<PlanCode, PlanDefinition>;

export function yearlyPriceMinor(plan: PlanDefinition): number {
  return plan.monthlyPriceMinor * YEARLY_MONTHS_CHARGED;
}

/** 12 times the monthly price minus the yearly price. */
export function yearlySavingMinor(plan: PlanDefinition): number {
  return plan.monthlyPriceMinor * 12 - yearlyPriceMinor(plan);
}

export function planPriceMinor(plan: PlanDefinition, interval: BillingInterval): number {
  return interval === 'yearly' ? yearlyPriceMinor(plan) : plan.monthlyPriceMinor;
}
