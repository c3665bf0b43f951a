import { Router, urlencoded } from 'express';
import type { OfflineStripe } from '../adapters/stripe/stripe-offline';
import { AppError } from '../app-error';
import { demoInvoicePdf } from './demo-invoice-pdf';
import {
  checkoutPage,
  connectCheckoutPage,
  invoicePage,
  onboardingPage,
  portalPage,
} from './demo-stripe-pages';

/**
 * The offline twin's hosted checkout and billing portal, mounted only when no
 * Stripe key is configured. Like Stripe's own pages they are reached by an unguessable id.
 */
export function demoStripeRoutes(twin: OfflineStripe, appOrigin: string): Router {
  const router = Router();
  // The api router is mounted on /api: routes are relative to it, page links are not.
  const base = '/demo-stripe';
  const pages = '/api/demo-stripe';
  const returnUrl = `${appOrigin}/settings?tab=subscription`;
  router.use(base, urlencoded({ extended: false, limit: '4kb' }));

  const session = async (id: unknown) => {
    const found = await twin.session(String(id));
    if (!found) throw new AppError('PAYMENT_SESSION_NOT_FOUND');
    return found;
  };

  router.get(`${base}/checkout/:id`, async (req, res) => {
    // Looked up before res.type: a missing session must answer JSON, not JSON labelled HTML.
    const found = await session(req.params.id);
    res.type('html').send(checkoutPage(pages, found));
  });

  router.post(`${base}/checkout/:id/pay`, async (req, res) => {
    const paid = await twin.pay((await session(req.params.id)).id);
    // An expired checkout (a newer one replaced it) is not paid: its page says so.
    res.redirect(303, paid.paid ? paid.successUrl : `${pages}/checkout/${paid.id}`);
  });

  router.post(`${base}/checkout/:id/cancel`, async (req, res) => {
    const abandoned = await twin.abandon((await session(req.params.id)).id);
    res.redirect(303, abandoned.cancelUrl);
  });

  // Ids the twin issues: anything else is not an invoice (and never a Firestore path).
  const invoice = async (id: unknown) => {
    const text = String(id);
    const found = /^in_demo[0-9a-f]{24}$/.test(text) ? await twin.invoice(text) : null;
    if (!found) throw new AppError('INVOICE_NOT_FOUND');
    return found;
  };

  router.get(`${base}/invoice/:id`, async (req, res) => {
    const found = await invoice(req.params.id);
    res.type('html').send(invoicePage(pages, found, returnUrl));
  });

  router.get(`${base}/invoice/:id/pdf`, async (req, res) => {
    const found = await invoice(req.params.id);
    res
      .type('application/pdf')
      .set('Content-Disposition', `inline; filename="inkforge-invoice-${found.id}.pdf"`)
      .send(Buffer.from(await demoInvoicePdf(found)));
  });

  router.get(`${base}/portal/:customerId`, async (req, res) => {
    const customerId = String(req.params.customerId);
    const subscription = await twin.subscriptionOf(customerId);
    res.type('html').send(portalPage(pages, customerId, subscription, returnUrl));
  });

  const portalAction = (name: string, run: (subscriptionId: string) => Promise<unknown>) =>
    router.post(`${base}/portal/:customerId/${name}`, async (req, res) => {
      const customerId = String(req.params.customerId);
      const subscription = await twin.subscriptionOf(customerId);
      if (!subscription) throw new AppError('NO_ACTIVE_SUBSCRIPTION');
      await run(subscription.id);
      res.redirect(303, `${pages}/portal/${encodeURIComponent(customerId)}`);
    });
  portalAction('cancel', (id) => twin.setCancelAtPeriodEnd(id, true));
  portalAction('reactivate', (id) => twin.setCancelAtPeriodEnd(id, false));
  portalAction('end-period', (id) => twin.endPeriod(id));
  portalAction('fail-payment', (id) => twin.failPayment(id));

  // Connect: an artist's onboarding, and a client's checkout on the artist's account.
  const account = async (id: unknown) => {
    const found = await twin.account(String(id));
    if (!found) throw new AppError('NOT_FOUND');
    return found;
  };
  router.get(`${base}/connect/onboarding/:id`, async (req, res) => {
    const found = await account(req.params.id);
    res.type('html').send(onboardingPage(pages, found));
  });
  router.post(`${base}/connect/onboarding/:id/complete`, async (req, res) => {
    const done = await twin.completeOnboarding((await account(req.params.id)).id);
    res.redirect(303, done.returnUrl ?? `${pages}/connect/onboarding/${done.id}`);
  });

  const connectSession = async (id: unknown) => {
    const found = await twin.connectSession(String(id));
    if (!found) throw new AppError('PAYMENT_SESSION_NOT_FOUND');
    return found;
  };
  router.get(`${base}/connect/checkout/:id`, async (req, res) => {
    const found = await connectSession(req.params.id);
    res.type('html').send(connectCheckoutPage(pages, found));
  });
  router.post(`${base}/connect/checkout/:id/pay`, async (req, res) => {
    const paid = await twin.payOnAccount((await connectSession(req.params.id)).id);
    res.redirect(303, paid.paid ? paid.successUrl : `${pages}/connect/checkout/${paid.id}`);
  });
  router.post(`${base}/connect/checkout/:id/cancel`, async (req, res) => {
    const abandoned = await twin.abandonOnAccount((await connectSession(req.params.id)).id);
    res.redirect(303, abandoned.cancelUrl);
  });

  return router;
}
