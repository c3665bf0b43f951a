import { CREDIT_COSTS, type CreditAction } from '../billing/credit-costs';
import { CREDIT_PACKS, packSavingsPercent } from '../billing/credit-packs';
import { formatMoney } from '../format/money';
import {
  COMMON_PLAN_FEATURES,
  PLANS,
  YEARLY_MONTHS_CHARGED,
  yearlyPriceMinor,
  type PlanDefinition,
} from '../billing/plan-definitions';
import { FREE_LIMITS } from '../billing/plan-limits';

/**
 * What the support assistant knows about the product. Every number is derived from the billing
 * constants, so a price or cost change reaches the assistant's answers with no second edit.
 * `keywords` are the words a question about the entry is likely to use (matched strongly);
 * `phrases` are multi-word signals matched on the whole question.
 */
export interface KnowledgeEntry {
  id: string;
  keywords: readonly string[];
  phrases?: readonly string[];
  text: string;
}

const eur = (minor: number) => formatMoney(minor, 'EUR');
const credits = (n: number) => `${n} ${n === 1 ? 'credit' : 'credits'}`;
const cost = (action: CreditAction) => credits(CREDIT_COSTS[action]);
const clients = (plan: PlanDefinition) =>
  plan.clientLimit === null ? 'unlimited clients' : `up to ${plan.clientLimit} clients`;

function planEntry(plan: PlanDefinition): KnowledgeEntry {
  return {
    id: `plan-${plan.code}`,
    keywords: [plan.code, plan.name.toLowerCase(), 'plan'],
    text:
      `The ${plan.name} plan costs ${eur(plan.monthlyPriceMinor)} per month ` +
      `(${eur(yearlyPriceMinor(plan))} per year) and gives ${credits(plan.monthlyCredits)} every month, ` +
      `${clients(plan)} and ${plan.galleryLimit} saved designs. It includes: ${plan.features.join(', ')}.`,
  };
}

const planList = Object.values(PLANS) as PlanDefinition[];

const costLines = (Object.keys(CREDIT_COSTS) as CreditAction[])
  .map((action) => `${action.replaceAll('_', ' ')}: ${cost(action)}`)
  .join('; ');

export const KNOWLEDGE_BASE: readonly KnowledgeEntry[] = [
  {
    id: 'plans-overview',
    keywords: ['plans', 'plan', 'subscription', 'subscriptions', 'options', 'tiers', 'compare'],
    phrases: ['which plan', 'what plans', 'difference between'],
    text:
      'InkForge has three subscription plans: ' +
      planList
        .map(
          (p) =>
            `${p.name} ${eur(p.monthlyPriceMinor)}/month with ${credits(p.monthlyCredits)} per month`,
        )
        .join(', ') +
      `. Every plan includes ${COMMON_PLAN_FEATURES.join(', ').toLowerCase()}. ` +
      'Without a subscription you are on the Free plan.',
  },
  ...planList.map(planEntry),
  {
    id: 'plan-free',
    keywords: ['free', 'trial', 'without'],
    phrases: ['free plan', 'free account', 'no subscription'],
    text:
      `The Free plan has no subscription and no monthly credits (${FREE_LIMITS.monthlyCredits}); ` +
      `it cannot save designs to the gallery (limit ${FREE_LIMITS.galleryLimit}). ` +
      'Subscribe to Basic, Pro or Premium to get monthly credits, or redeem a promo code for free credits.',
  },
  {
    id: 'yearly-billing',
    keywords: ['yearly', 'annual', 'annually', 'year', 'discount', 'save', 'saving'],
    phrases: ['2 months free', 'two months free', 'per year'],
    text:
      `Yearly billing costs ${YEARLY_MONTHS_CHARGED} times the monthly price, so you get 2 months free: ` +
      planList.map((p) => `${p.name} ${eur(yearlyPriceMinor(p))}/year`).join(', ') +
      '. Yearly plans still receive their credits month by month.',
  },
  {
    id: 'credit-packs',
    keywords: [
      'pack',
      'packs',
      'package',
      'packages',
      'top-up',
      'topup',
      'buy',
      'purchase',
      'extra',
      'more',
    ],
    phrases: ['buy credits', 'more credits', 'credit pack', 'get credits'],
    text:
      'Credit packs add credits that never expire: ' +
      CREDIT_PACKS.map((pack) => {
        const saving = packSavingsPercent(pack);
        return `${credits(pack.credits)} for ${eur(pack.priceMinor)}${saving ? ` (save ${saving}%)` : ''}`;
      }).join(', ') +
      '. Packs can be bought on the Get Credits page by users with an active Basic, Pro or Premium subscription.',
  },
  {
    id: 'credits-how',
    keywords: [
      'credits',
      'credit',
      'expire',
      'expiry',
      'reset',
      'renew',
      'monthly',
      'rollover',
      'balance',
    ],
    phrases: ['how do credits work', 'do credits expire', 'roll over'],
    text:
      'Subscription credits are granted each month and reset at the next monthly grant; pack credits and ' +
      'promo-code credits never expire. Subscription credits are spent first. Your balance is shown in the ' +
      'header and sidebar.',
  },
  {
    id: 'credit-costs',
    keywords: ['list', 'everything', 'actions', 'all'],
    phrases: ['price list', 'cost of each', 'what does everything cost', 'all costs'],
    text: `What each action costs: ${costLines}.`,
  },
  {
    id: 'tool-generator',
    keywords: [
      'generate',
      'generation',
      'generator',
      'design',
      'designs',
      'prompt',
      'ai',
      'create',
    ],
    phrases: ['ai generator', 'generate a design', 'prompt generation'],
    text:
      `The AI Generator creates tattoo designs from a text prompt (${cost('prompt')}), ` +
      `a Surprise Me design (${cost('surprise')}), a sketch (${cost('sketch')}) or a photo (${cost('photo')}). ` +
      `High quality costs ${cost('high_quality')} and ultra realism ${cost('ultra_realism')}. ` +
      'Pick a style and Black & Gray or Full Color, then generate; results usually take 30-60 seconds.',
  },
  {
    id: 'tool-quick',
    keywords: ['quick', 'simple', 'flash', 'surprise'],
    phrases: ['quick generation', 'simple tattoo', 'flash tattoo', 'surprise me'],
    text:
      `Quick Generation makes a Simple Tattoo for ${cost('simple_tattoo')}; a flash tattoo costs ` +
      `${cost('flash_tattoo')} and Surprise Me ${cost('surprise')}.`,
  },
  {
    id: 'tool-sketch-photo',
    keywords: ['sketch', 'photo', 'drawing', 'upload', 'picture'],
    phrases: ['from sketch', 'from photo', 'sketch to tattoo', 'photo to tattoo'],
    text:
      `From Sketch turns your drawing into a tattoo design for ${cost('sketch')}; From Photo turns a photo ` +
      `into a design for ${cost('photo')}. Upload a PNG or JPG up to 10MB; photos need the responsibility checkbox.`,
  },
  {
    id: 'tool-stencil',
    keywords: ['stencil', 'stencils', 'linework', 'outline', 'transfer'],
    phrases: ['stencil generator'],
    text:
      `The Stencil generator turns a design or photo into a clean stencil for ${cost('stencil')}. ` +
      'Upload an image or pick one from the gallery, choose a preset or adjust line thickness, edge ' +
      'sensitivity, blur and contrast, then generate, download or save it.',
  },
  {
    id: 'tool-background',
    keywords: ['background', 'bg', 'transparent', 'remove'],
    phrases: ['remove background', 'background removal', 'remove bg'],
    text: `Background removal costs ${cost('remove_background')} and is in the Photo Editor and on every result card.`,
  },
  {
    id: 'tool-upscale',
    keywords: ['upscale', 'upscaling', 'resolution', 'enlarge', 'hd', '4k', 'bigger'],
    text: `Upscaling enlarges an image to high resolution (up to 4096 px) for ${cost('upscale')}; the upscaled image downloads automatically.`,
  },
  {
    id: 'tool-photo-editor',
    keywords: ['editor', 'edit', 'photo-editor'],
    phrases: ['photo editor'],
    text:
      `The Photo Editor lets you upload an image, remove its background (${cost('remove_background')}) ` +
      `or upscale it (${cost('upscale')}), then download the result.`,
  },
  {
    id: 'tool-modify',
    keywords: ['modify', 'modification', 'change', 'alter', 'variation'],
    phrases: ['modify design', 'modify a design', 'change a design'],
    text:
      `Modify Design changes an existing design with a prompt for ${cost('modify')}: pick an image from ` +
      'your gallery or upload one, describe the change and press Modify Design.',
  },
  {
    id: 'tool-body-preview',
    keywords: ['preview', 'body', 'skin', 'client', 'arm', 'placement', 'mockup'],
    phrases: ['body preview', 'on the body', 'on skin', 'manual preview'],
    text:
      `AI Body Preview applies a tattoo to a photo of your client's body for ${cost('body_preview')} ` +
      '(usually 30-60 seconds; upload a specific body area, not a full body). The Manual Body Preview ' +
      'is free: place, size, rotate and blend the design yourself on the photo.',
  },
  {
    id: 'tool-gallery',
    keywords: ['gallery', 'save', 'saved', 'storage', 'store', 'limit'],
    phrases: ['save to gallery', 'saved designs', 'gallery limit'],
    text:
      `Saving to the gallery is free (${cost('save_to_gallery')}). The gallery keeps designs, modified ` +
      'designs, stencils and body previews up to your plan limit: ' +
      planList.map((p) => `${p.name} ${p.galleryLimit}`).join(', ') +
      ` and Free ${FREE_LIMITS.galleryLimit}.`,
  },
  {
    id: 'tool-clients',
    keywords: [
      'clients',
      'client',
      'customers',
      'projects',
      'payments',
      'appointments',
      'calendar',
    ],
    phrases: ['add client', 'client management'],
    text:
      'Clients keeps client details, projects, payments and appointments; the Calendar shows appointments ' +
      'by day. Client limits: ' +
      planList.map((p) => `${p.name} ${p.clientLimit ?? 'unlimited'}`).join(', ') +
      '.',
  },
  {
    id: 'billing-cancel',
    keywords: ['cancel', 'cancellation', 'cancelled', 'unsubscribe', 'stop', 'reactivate'],
    phrases: ['cancel my subscription'],
    text:
      'You can cancel in Settings, Subscription tab. You keep access until the end of the billing period; ' +
      'then the account is downgraded and the remaining subscription credits expire. Pack credits stay. ' +
      'A cancelled subscription is reactivated through the billing portal.',
  },
  {
    id: 'billing-change-plan',
    keywords: ['upgrade', 'downgrade', 'switch', 'proration', 'prorated'],
    phrases: ['change plan', 'update plan', 'change my plan'],
    text:
      'Change plan on the Update Plan page: an upgrade takes effect immediately with proration, a downgrade ' +
      'at the end of the billing period.',
  },
  {
    id: 'billing-refunds',
    keywords: ['refund', 'refunds', 'failed', 'money', 'back', 'charged'],
    text:
      'If an AI job fails, its credits are given back automatically, once. Payments for plans and packs ' +
      'are not refundable under the terms.',
  },
  {
    id: 'billing-payment',
    keywords: ['payment', 'card', 'pay', 'invoice', 'billing', 'currency', 'currencies', 'euro'],
    phrases: ['payment failed', 'billing portal'],
    text:
      'Payments are made by card through a secure payment provider; prices are in EUR, with USD, GBP, CAD ' +
      'and AUD shown where available. Manage cards and invoices in the billing portal from Settings.',
  },
  {
    id: 'promo-codes',
    keywords: ['promo', 'coupon', 'voucher', 'redeem', 'discount', 'code'],
    phrases: ['promo code', 'discount code'],
    text:
      'Redeem a promo code in Settings, Security tab, Promo Code card. Each code works once per account, ' +
      'adds credits that never expire, and some premium codes are for subscribers only.',
  },
  {
    id: 'account-password',
    keywords: ['password', 'login', 'google', 'sign', 'reset', 'email'],
    phrases: ['change password', 'forgot password', 'change my password'],
    text:
      'Change your password in Settings, Security tab. Accounts that sign in with Google manage their ' +
      'password and e-mail at Google. Forgot it? Use the reset link on the sign-in screen.',
  },
  {
    id: 'account-delete',
    keywords: ['delete', 'close', 'remove', 'erase', 'gdpr'],
    phrases: ['delete my account', 'close my account'],
    text:
      'You can delete your account in Settings, Profile tab: it removes your designs, clients and data ' +
      'and cancels your subscription. This cannot be undone.',
  },
  {
    id: 'commercial-licence',
    keywords: ['commercial', 'licence', 'license', 'sell', 'merchandise', 'rights', 'own'],
    text: 'Pro and Premium include a commercial licence: you may sell flash, make merchandise and tattoo the design.',
  },
];
