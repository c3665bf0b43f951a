import { answer, route } from '../api/route';
import type { BillingHistory } from './billing-history';
import type { PaymentSync, PlanChangeQuote, SubscriptionAnswer } from './billing-answers';
import {
  billingSyncQuerySchema,
  billingSyncRequestSchema,
  checkoutRequestSchema,
  ledgerQuerySchema,
  multiCurrencyCheckoutRequestSchema,
  pricingQuerySchema,
  staticCheckoutRequestSchema,
  updateSubscriptionRequestSchema,
} from './billing-requests';
import type { Currency } from './currencies';
import type { LedgerPage } from './ledger-entry';
import type { PriceId } from './prices';
import type { PricingResponse } from './pricing';

type Checkout = { url: string; sessionId: string };

/** Pricing, checkout, portal, plan changes and sync. */
export const billingRoutes = {
  pricing: route({
    method: 'GET',
    path: '/api/pricing/multi-currency',
    access: 'public',
    query: pricingQuerySchema,
    answer: answer<PricingResponse>(),
  }),
  price: route({
    method: 'GET',
    path: '/api/prices/:priceId',
    access: 'public',
    query: pricingQuerySchema,
    answer: answer<{ priceId: PriceId; amount: number; currency: Currency }>(),
  }),
  checkoutMultiCurrency: route({
    method: 'POST',
    path: '/api/checkout/multi-currency',
    access: 'artist',
    body: multiCurrencyCheckoutRequestSchema,
    answer: answer<Checkout>(),
  }),
  checkoutStatic: route({
    method: 'POST',
    path: '/api/checkout/static',
    access: 'artist',
    body: staticCheckoutRequestSchema,
    answer: answer<Checkout>(),
  }),
  checkout: route({
    method: 'POST',
    path: '/api/checkout',
    access: 'artist',
    body: checkoutRequestSchema,
    answer: answer<Checkout>(),
  }),
  ledger: route({
    method: 'GET',
    path: '/api/credits/ledger',
    access: 'artist',
    query: ledgerQuerySchema,
    answer: answer<LedgerPage>(),
  }),
  history: route({
    method: 'GET',
    path: '/api/billing/history',
    access: 'artist',
    answer: answer<BillingHistory>(),
  }),
  portal: route({
    method: 'POST',
    path: '/api/billing/customer-portal',
    access: 'artist',
    answer: answer<{ url: string }>(),
  }),
  changePlan: route({
    method: 'POST',
    path: '/api/update-subscription',
    access: 'artist',
    body: updateSubscriptionRequestSchema,
    answer: answer<{ message: string; effective: 'now' | 'period_end' }>(),
  }),
  previewPlanChange: route({
    method: 'POST',
    path: '/api/update-subscription/preview',
    access: 'artist',
    body: updateSubscriptionRequestSchema,
    answer: answer<PlanChangeQuote>(),
  }),
  undoPlanChange: route({
    method: 'POST',
    path: '/api/update-subscription/undo',
    access: 'artist',
    answer: answer<{ message: string }>(),
  }),
  cancel: route({
    method: 'POST',
    path: '/api/subscription/cancel',
    access: 'artist',
    answer: answer<SubscriptionAnswer>(),
  }),
  reactivate: route({
    method: 'POST',
    path: '/api/subscription/reactivate',
    access: 'artist',
    answer: answer<SubscriptionAnswer>(),
  }),
  syncSubscription: route({
    method: 'POST',
    path: '/api/billing/sync-subscription',
    access: 'artist',
    answer: answer<SubscriptionAnswer>(),
  }),
  syncCheckout: route({
    method: 'POST',
    path: '/api/billing/sync',
    access: 'artist',
    body: billingSyncRequestSchema,
    answer: answer<PaymentSync>(),
  }),
  /** Checkout's return link: the same sync, with the failure's words as `error`. */
  syncReturn: route({
    method: 'GET',
    path: '/api/billing/sync',
    access: 'artist',
    query: billingSyncQuerySchema,
    answer: answer<PaymentSync & { error: string | null }>(),
  }),
  verifyPayment: route({
    method: 'GET',
    path: '/api/stripe/verify-payment/:sessionId',
    access: 'artist',
    answer: answer<PaymentSync>(),
  }),
};
