import type { Firestore } from 'firebase-admin/firestore';
import type { ProviderBillingHistory } from '../payments';
import type { OfflineCard, OfflineInvoice, OfflineSubscription } from './stripe-offline-objects';

/** As many invoices as the Stripe adapter lists. */
const INVOICE_LIMIT = 24;

/**
 * The twin's billing history from its own records, in the Stripe adapter's shape: the next
 * renewal at the subscription's current price (a scheduled downgrade already set it), its
 * invoices with links to its own hosted pages, and the card its checkout saved.
 */
export async function offlineBillingHistory(
  db: Firestore,
  pagesBaseUrl: string,
  customerId: string,
  subscriptionId: string | null,
): Promise<ProviderBillingHistory> {
  const [invoices, subscription, customer] = await Promise.all([
    db.collection('offlineStripeInvoices').where('customerId', '==', customerId).get(),
    subscriptionId
      ? db.collection('offlineStripeSubscriptions').doc(subscriptionId).get()
      : Promise.resolve(null),
    db.collection('offlineStripeCustomers').doc(customerId).get(),
  ]);
  const s = subscription?.data() as OfflineSubscription | undefined;
  const card = (customer.data()?.card as OfflineCard | undefined) ?? null;
  return {
    upcoming:
      s && s.status !== 'canceled' && !s.cancelAtPeriodEnd
        ? {
            amountMinor: s.amountMinor,
            currency: s.currency.toUpperCase(),
            date: new Date(s.currentPeriodEnd),
          }
        : null,
    invoices: invoices.docs
      .map((d) => d.data() as OfflineInvoice)
      .sort((a, b) => b.createdAt - a.createdAt || b.id.localeCompare(a.id))
      .slice(0, INVOICE_LIMIT)
      .map((invoice) => ({
        id: invoice.id,
        createdAt: new Date(invoice.createdAt),
        amountMinor: invoice.amountMinor,
        currency: invoice.currency.toUpperCase(),
        status: invoice.status,
        refunded: invoice.refunded,
        hostedUrl: `${pagesBaseUrl}/invoice/${invoice.id}`,
        pdfUrl: `${pagesBaseUrl}/invoice/${invoice.id}/pdf`,
      })),
    card,
  };
}
