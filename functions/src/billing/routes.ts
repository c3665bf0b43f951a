import {
  billingRoutes as declared,
  buildPricing,
  DEFAULT_CURRENCY,
  isPriceId,
  priceMinor,
} from '@inkforge/domain';
import type { Router } from 'express';
import { AppError } from '../app-error';
import { listLedger } from '../credits/list-ledger';
import { authOf } from '../http/auth-context';
import { mountRoutes, type RouteGuards } from '../http/mount-routes';
import { setCancellation } from './cancel-subscription';
import { fromPlanAndBilling, fromStatic, fromTypeAndCode } from './checkout-item';
import { getBillingHistory } from './get-billing-history';
import type { BillingDeps } from './deps';
import { openPortal } from './open-portal';
import { startCheckout } from './start-checkout';
import { syncCheckout, syncSubscription } from './sync';
import { previewPlanChange } from './preview-plan-change';
import { undoPlanChange, updateSubscription } from './update-subscription';

/** Pricing, checkout, portal, plan changes and sync. */
export function billingRoutes(deps: BillingDeps, guards: RouteGuards): Router {
  return mountRoutes(
    declared,
    {
      pricing: async ({ query }) => buildPricing(query.currency ?? DEFAULT_CURRENCY),
      price: async ({ params, query }) => {
        const { priceId } = params;
        if (!isPriceId(priceId)) throw new AppError('PRICE_UNAVAILABLE');
        const currency = query.currency ?? DEFAULT_CURRENCY;
        return { priceId, amount: priceMinor(priceId, currency), currency };
      },
      checkoutMultiCurrency: async ({ res, body }) => {
        const item = fromPlanAndBilling(body.plan, body.billing);
        return startCheckout(deps, authOf(res), item, body.currency ?? DEFAULT_CURRENCY);
      },
      checkoutStatic: async ({ res, body }) =>
        startCheckout(deps, authOf(res), fromStatic(body), body.currency ?? DEFAULT_CURRENCY),
      checkout: async ({ res, body }) => {
        const item = fromTypeAndCode(body.type, body.code);
        return startCheckout(deps, authOf(res), item, DEFAULT_CURRENCY);
      },
      ledger: async ({ uid, query }) => listLedger(deps.ledgerRepo, uid, query.cursor),
      history: async ({ res }) => getBillingHistory(deps, authOf(res)),
      portal: async ({ res }) => openPortal(deps, authOf(res)),
      changePlan: async ({ res, body }) => updateSubscription(deps, authOf(res), body),
      previewPlanChange: async ({ res, body }) => previewPlanChange(deps, authOf(res), body),
      undoPlanChange: async ({ res }) => undoPlanChange(deps, authOf(res)),
      cancel: async ({ res }) => setCancellation(deps, authOf(res), true),
      reactivate: async ({ res }) => setCancellation(deps, authOf(res), false),
      syncSubscription: async ({ res }) => syncSubscription(deps, authOf(res)),
      syncCheckout: async ({ res, body }) => syncCheckout(deps, authOf(res), body.sessionId),
      syncReturn: async ({ res, query }) => {
        const result = await syncCheckout(deps, authOf(res), query.session_id);
        return { ...result, error: result.success ? null : result.message };
      },
      verifyPayment: async ({ res, params }) => syncCheckout(deps, authOf(res), params.sessionId),
    },
    guards,
  );
}
