import { Router, urlencoded } from 'express';
import type { OfflineStripe } from '../adapters/stripe/stripe-offline';
import { isOfflineRefundId } from '../adapters/stripe/stripe-offline-refunds';
import { AppError } from '../app-error';
import { action, escape, money, page } from './demo-stripe-pages';

/**
 * The artist's own Stripe dashboard in the offline twin: what happens on their account outside
 * InkForge. Its available balance (paid out, so short for a refund), its refunds (a pending one
 * ends when the balance covers it, or fails) and disconnecting InkForge. Journeys and people
 * trying the local stack drive Stripe's unhappy paths from here. Reached by the account's id.
 */
export function demoStripeDashboard(twin: OfflineStripe): Router {
  const router = Router();
  const base = '/demo-stripe/connect/dashboard';
  const pages = `/api${base}`;
  router.use(base, urlencoded({ extended: false, limit: '4kb' }));

  const account = async (id: unknown) => {
    const found = await twin.account(String(id));
    if (!found) throw new AppError('NOT_FOUND');
    return found;
  };
  const refund = async (id: unknown) => {
    const text = String(id);
    const found = isOfflineRefundId(text) ? await twin.connectRefund(text) : null;
    if (!found) throw new AppError('NOT_FOUND');
    return found;
  };

  router.get(`${base}/:id`, async (req, res) => {
    const a = await account(req.params.id);
    const refunds = await twin.refundsOf(a.id);
    const balance =
      typeof a.availableMinor === 'number'
        ? `${a.availableMinor} (minor units) available: refunds above it wait`
        : 'enough for any refund';
    const rows = refunds
      .map(
        (r) =>
          `<div class="card"><p>Refund ${escape(r.id)}: ${escape(money(r.amountMinor, r.currency))}` +
          ` · <strong data-refund-status>${escape(r.status)}</strong>` +
          `${r.failureReason ? ` (${escape(r.failureReason)})` : ''}</p>` +
          (r.status === 'pending'
            ? action(`${pages}/${a.id}/refunds/${r.id}/succeed`, 'Balance covers it: refund') +
              action(`${pages}/${a.id}/refunds/${r.id}/fail`, 'Fail the refund')
            : '') +
          `</div>`,
      )
      .join('');
    res.type('html').send(
      page(
        'Demo Stripe dashboard',
        `<h1>Stripe account ${escape(a.id)}</h1>
<div class="card"><p>Balance: <strong>${escape(balance)}</strong></p>
${action(`${pages}/${a.id}/balance-short`, 'Pay out everything (balance 0)')}
${action(`${pages}/${a.id}/balance-enough`, 'Top up the balance')}</div>
<h2>Refunds</h2>${rows || '<p class="note">No refunds yet.</p>'}
<div class="card">${a.deauthorized ? '<p>InkForge is disconnected.</p>' : action(`${pages}/${a.id}/deauthorize`, 'Disconnect InkForge')}</div>`,
      ),
    );
  });

  const back = (id: string) => `${pages}/${id}`;
  router.post(`${base}/:id/balance-short`, async (req, res) => {
    const a = await account(req.params.id);
    await twin.setAvailableBalance(a.id, 0);
    res.redirect(303, back(a.id));
  });
  router.post(`${base}/:id/balance-enough`, async (req, res) => {
    const a = await account(req.params.id);
    await twin.setAvailableBalance(a.id, null);
    res.redirect(303, back(a.id));
  });
  // One route per outcome (two parameters, like every other route of the api).
  for (const end of ['succeed', 'fail'] as const) {
    router.post(`${base}/:id/refunds/:refundId/${end}`, async (req, res) => {
      const a = await account(req.params.id);
      const r = await refund(req.params.refundId);
      if (r.accountId !== a.id) throw new AppError('NOT_FOUND');
      await twin.settleRefund(
        r.id,
        end === 'succeed'
          ? { status: 'succeeded' }
          : { status: 'failed', failureReason: 'insufficient_funds' },
      );
      res.redirect(303, back(a.id));
    });
  }
  router.post(`${base}/:id/deauthorize`, async (req, res) => {
    const a = await account(req.params.id);
    if (!a.deauthorized) await twin.deauthorize(a.id);
    res.redirect(303, back(a.id));
  });
  return router;
}
