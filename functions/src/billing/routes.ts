import {
  billingSyncRequestSchema,
  buildPricing,
  checkoutRequestSchema,
  DEFAULT_CURRENCY,
  isPriceId,
  multiCurrencyCheckoutRequestSchema,
  priceMinor,
  pricingQuerySchema,
  staticCheckoutRequestSchema,
  updateSubscriptionRequestSchema,
} from '@inkforge/domain';
import { Router, type RequestHandler } from 'express';
import { AppError } from '../app-error';
import { listLedger } from '../credits/list-ledger';
import { authOf } from '../http/auth-context';
import { parseBody } from '../http/parse-body';
import { setCancellation } from './cancel-subscription';
import { fromPlanAndBilling, fromStatic, fromTypeAndCode } from './checkout-item';
import { getBillingHistory } from './get-billing-history';
import type { BillingDeps } from './deps';
import { openPortal } from './open-portal';
import { startCheckout } from './start-checkout';
import { syncCheckout, syncSubscription } from './sync';
import { previewPlanChange } from './preview-plan-change';
import { undoPlanChange, updateSubscription } from './update-subscription';

const queryText = (value: unknown): string | undefined =>
  typeof value === 'string' && value ? value : undefined;

/** Pricing, checkout, portal, plan changes and sync. */
export function billingRoutes(deps: BillingDeps, requireAuth: RequestHandler): Router {
  const router = Router();

  router.get('/pricing/multi-currency', (req, res) => {
    const { currency } = parseBody(pricingQuerySchema, { currency: queryText(req.query.currency) });
    res.json(buildPricing(currency ?? DEFAULT_CURRENCY));
  });

  router.get('/prices/:priceId', (req, res) => {
    const { priceId } = req.params;
    if (!isPriceId(priceId)) throw new AppError('PRICE_UNAVAILABLE');
    const { currency } = parseBody(pricingQuerySchema, { currency: queryText(req.query.currency) });
    const chosen = currency ?? DEFAULT_CURRENCY;
    res.json({ priceId, amount: priceMinor(priceId, chosen), currency: chosen });
  });

  router.post('/checkout/multi-currency', requireAuth, async (req, res) => {
    const input = parseBody(multiCurrencyCheckoutRequestSchema, req.body);
    const item = fromPlanAndBilling(input.plan, input.billing);
    res.json(await startCheckout(deps, authOf(res), item, input.currency ?? DEFAULT_CURRENCY));
  });

  router.post('/checkout/static', requireAuth, async (req, res) => {
    const input = parseBody(staticCheckoutRequestSchema, req.body);
    res.json(
      await startCheckout(deps, authOf(res), fromStatic(input), input.currency ?? DEFAULT_CURRENCY),
    );
  });

  router.post('/checkout', requireAuth, async (req, res) => {
    const input = parseBody(checkoutRequestSchema, req.body);
    const item = fromTypeAndCode(input.type, input.code);
    res.json(await startCheckout(deps, authOf(res), item, DEFAULT_CURRENCY));
  });

  router.get('/credits/ledger', requireAuth, async (req, res) => {
    res.json(await listLedger(deps.ledgerRepo, authOf(res).uid, queryText(req.query.cursor)));
  });

  router.get('/billing/history', requireAuth, async (_req, res) => {
    res.json(await getBillingHistory(deps, authOf(res)));
  });

  router.post('/billing/customer-portal', requireAuth, async (_req, res) => {
    res.json(await openPortal(deps, authOf(res)));
  });

  router.post('/update-subscription', requireAuth, async (req, res) => {
    const input = parseBody(updateSubscriptionRequestSchema, req.body);
    res.json(await updateSubscription(deps, authOf(res), input));
  });

  router.post('/update-subscription/preview', requireAuth, async (req, res) => {
    const input = parseBody(updateSubscriptionRequestSchema, req.body);
    res.json(await previewPlanChange(deps, authOf(res), input));
  });

  router.post('/update-subscription/undo', requireAuth, async (_req, res) => {
    res.json(await undoPlanChange(deps, authOf(res)));
  });

  router.post('/subscription/cancel', requireAuth, async (_req, res) => {
    res.json(await setCancellation(deps, authOf(res), true));
  });

  router.post('/subscription/reactivate', requireAuth, async (_req, res) => {
    res.json(await setCancellation(deps, authOf(res), false));
  });

  router.post('/billing/sync-subscription', requireAuth, async (_req, res) => {
    res.json(await syncSubscription(deps, authOf(res)));
  });

  router.post('/billing/sync', requireAuth, async (req, res) => {
    const { sessionId } = parseBody(billingSyncRequestSchema, req.body);
    res.json(await syncCheckout(deps, authOf(res), sessionId));
  });

  router.get('/billing/sync', requireAuth, async (req, res) => {
    const result = await syncCheckout(deps, authOf(res), queryText(req.query.session_id));
    res.json({ ...result, error: result.success ? null : result.message });
  });

  router.get('/stripe/verify-payment/:sessionId', requireAuth, async (req, res) => {
    res.json(await syncCheckout(deps, authOf(res), String(req.params.sessionId)));
  });

  return router;
}
