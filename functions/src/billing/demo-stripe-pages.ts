import { formatMoney, isCurrency } from '@inkforge/domain';
import type {
  OfflineAccount,
  OfflineConnectSession,
} from '../adapters/stripe/stripe-offline-connect';
import {
  demoCard,
  type OfflineInvoice,
  type OfflineSession,
  type OfflineSubscription,
} from '../adapters/stripe/stripe-offline-objects';

/** The offline twin's hosted pages: plain HTML, no script, forms that post back. */
export const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;color:#1a1b1e}
.card{border:1px solid #dee2e6;border-radius:8px;padding:1.5rem;margin:1rem 0}
.note{color:#868e96;font-size:.85rem}button{font-size:1rem;padding:.6rem 1.2rem;margin:.3rem .3rem 0 0;border-radius:6px;border:1px solid #ced4da;background:#fff;cursor:pointer}
button.primary{background:#7048e8;color:#fff;border-color:#7048e8}form{display:inline}</style></head>
<body><p class="note">InkForge demo payments: no card is charged. Events are signed like Stripe's.</p>${body}</body></html>`;
}

export const money = (minor: number, currency: string) =>
  isCurrency(currency) ? formatMoney(minor, currency) : `${minor} ${currency}`;

export const action = (path: string, label: string, primary = false) =>
  `<form method="post" action="${escape(path)}"><button type="submit"${primary ? ' class="primary"' : ''}>${escape(label)}</button></form>`;

export function checkoutPage(base: string, session: OfflineSession): string {
  const done = session.status !== 'open';
  const interval = session.interval ? ` per ${session.interval}` : ' once';
  return page(
    'Demo checkout',
    `<h1>Checkout</h1><div class="card"><h2>${escape(session.description)}</h2>
<p><strong>${escape(money(session.amountMinor, session.currency))}</strong>${interval}</p></div>
${
  done
    ? `<p>This checkout is ${escape(session.status)}.${
        session.status === 'expired'
          ? ' A newer checkout replaced it: nothing was charged here.'
          : ''
      }</p><p><a href="${escape(session.cancelUrl)}">Return to InkForge</a></p>`
    : `<p class="note">Pays with the demo card: Visa ending in ${demoCard(session.createdAt).last4}.</p>` +
      action(`${base}/checkout/${session.id}/pay`, 'Pay', true) +
      action(`${base}/checkout/${session.id}/cancel`, 'Cancel')
}`,
  );
}

export function portalPage(
  base: string,
  customerId: string,
  subscription: OfflineSubscription | null,
  returnUrl: string,
): string {
  const actions = (s: OfflineSubscription) =>
    [
      s.cancelAtPeriodEnd
        ? action(`${base}/portal/${customerId}/reactivate`, 'Reactivate subscription', true)
        : action(`${base}/portal/${customerId}/cancel`, 'Cancel subscription'),
      action(`${base}/portal/${customerId}/end-period`, 'Simulate: end of billing period'),
      action(`${base}/portal/${customerId}/fail-payment`, 'Simulate: payment fails'),
    ].join('');
  const body = subscription
    ? `<div class="card"><h2>${escape(subscription.metadata.planCode ?? 'Plan')} (${escape(
        subscription.interval,
      )}ly)</h2>
<p>Status: <strong>${escape(subscription.status)}</strong>${
        subscription.cancelAtPeriodEnd ? ' — cancels at period end' : ''
      }</p>
<p>Current period ends ${escape(new Date(subscription.currentPeriodEnd).toUTCString())}</p>
<p>${escape(money(subscription.amountMinor, subscription.currency))} per ${escape(subscription.interval)}</p></div>
${subscription.status === 'canceled' ? '' : actions(subscription)}`
    : '<p>No subscription.</p>';
  return page(
    'Demo billing portal',
    `<h1>Billing</h1>${body}<p><a href="${escape(returnUrl)}">Return to InkForge</a></p>`,
  );
}

const day = (ms: number) =>
  new Date(ms).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

/** The hosted invoice page (Stripe's `hosted_invoice_url`): what was billed, and its PDF. */
export function invoicePage(base: string, invoice: OfflineInvoice, returnUrl: string): string {
  const status = invoice.refunded ? 'Refunded' : invoice.status === 'paid' ? 'Paid' : 'Open';
  return page(
    `Invoice ${invoice.id}`,
    `<h1>Invoice</h1><div class="card"><h2>${escape(invoice.description)}</h2>
<p>Amount: <strong>${escape(money(invoice.amountMinor, invoice.currency))}</strong></p>
<p>Status: <strong>${status}</strong></p>
<p>Issued ${escape(day(invoice.createdAt))} · period ${escape(day(invoice.periodStart))} to ${escape(
      day(invoice.periodEnd),
    )}</p>
<p class="note">Invoice ${escape(invoice.id)}</p></div>
<p><a href="${escape(`${base}/invoice/${invoice.id}/pdf`)}">Download PDF</a></p>
<p><a href="${escape(returnUrl)}">Return to InkForge</a></p>`,
  );
}

/** Stripe's hosted onboarding of a connected account (what an account link opens). */
export function onboardingPage(base: string, account: OfflineAccount): string {
  const done = account.chargesEnabled;
  return page(
    'Demo Stripe onboarding',
    `<h1>Connect your Stripe account</h1><div class="card"><h2>Account ${escape(account.id)}</h2>
<p>${escape(account.email ?? 'No e-mail given')}</p>
<p>Status: <strong>${done ? 'Charges enabled' : 'Details needed'}</strong></p></div>
${
  done
    ? ''
    : `<p class="note">The demo fills in the business and bank details for you.</p>` +
      action(`${base}/connect/onboarding/${account.id}/complete`, 'Complete onboarding', true)
}
${account.returnUrl ? `<p><a href="${escape(account.returnUrl)}">Return to InkForge</a></p>` : ''}`,
  );
}

/** A Checkout on an artist's connected account: the client pays the deposit to the artist. */
export function connectCheckoutPage(base: string, session: OfflineConnectSession): string {
  const done = session.status !== 'open';
  return page(
    'Demo checkout',
    `<h1>Checkout</h1><div class="card"><h2>${escape(session.description)}</h2>
<p><strong>${escape(money(session.amountMinor, session.currency))}</strong> once</p>
<p class="note">Paid to the artist's own Stripe account (${escape(session.accountId)}).</p></div>
${
  done
    ? `<p>This checkout is ${escape(session.status)}.</p><p><a href="${escape(
        session.status === 'complete' ? session.successUrl : session.cancelUrl,
      )}">Return to InkForge</a></p>`
    : `<p class="note">Pays with the demo card: Visa ending in ${demoCard(session.createdAt).last4}.</p>` +
      action(`${base}/connect/checkout/${session.id}/pay`, 'Pay', true) +
      action(`${base}/connect/checkout/${session.id}/cancel`, 'Cancel')
}`,
  );
}
