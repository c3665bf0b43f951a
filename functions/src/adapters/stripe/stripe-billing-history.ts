import type Stripe from 'stripe';
import type { InvoiceStatus, PaymentCard } from '@inkforge/domain';
import type { ProviderBillingHistory, ProviderInvoice } from '../payments';

/** As many invoices as Settings lists: two years of a monthly plan. */
const INVOICE_LIMIT = 24;

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  value == null ? null : typeof value === 'string' ? value : value.id;

function cardOf(method: string | Stripe.PaymentMethod | null | undefined): PaymentCard | null {
  if (!method || typeof method === 'string' || !method.card) return null;
  const { brand, last4, exp_month: expMonth, exp_year: expYear } = method.card;
  return { brand, last4, expMonth, expYear };
}

function toInvoice(invoice: Stripe.Invoice, refundedIntents: Set<string>): ProviderInvoice {
  const intents = (invoice.payments?.data ?? [])
    .map((p) => idOf(p.payment.payment_intent))
    .filter((id): id is string => id !== null);
  return {
    id: invoice.id ?? '',
    createdAt: new Date(invoice.created * 1000),
    amountMinor: invoice.total,
    currency: invoice.currency.toUpperCase(),
    status: (invoice.status ?? 'draft') as InvoiceStatus,
    refunded: intents.length > 0 && intents.every((id) => refundedIntents.has(id)),
    hostedUrl: invoice.hosted_invoice_url ?? null,
    pdfUrl: invoice.invoice_pdf ?? null,
  };
}

/** The subscription's card, else the customer's default for invoices, else any saved card. */
async function cardOnFile(
  stripe: Stripe,
  customerId: string,
  subscription: Stripe.Subscription | null,
): Promise<PaymentCard | null> {
  const fromSubscription = cardOf(subscription?.default_payment_method);
  if (fromSubscription) return fromSubscription;
  const customer = await stripe.customers.retrieve(customerId, {
    expand: ['invoice_settings.default_payment_method'],
  });
  const fromCustomer = customer.deleted
    ? null
    : cardOf(customer.invoice_settings.default_payment_method);
  if (fromCustomer) return fromCustomer;
  const saved = await stripe.customers.listPaymentMethods(customerId, { type: 'card', limit: 1 });
  return cardOf(saved.data[0]);
}

/**
 * Next charge from Stripe's preview of the subscription's upcoming invoice (so a downgrade
 * already scheduled shows at its new price), the invoices with their hosted pages, the card.
 */
export async function stripeBillingHistory(
  stripe: Stripe,
  customerId: string,
  subscriptionId: string | null,
): Promise<ProviderBillingHistory> {
  const subscription = subscriptionId
    ? await stripe.subscriptions.retrieve(subscriptionId, { expand: ['default_payment_method'] })
    : null;
  const renews =
    subscription !== null &&
    !subscription.cancel_at_period_end &&
    ['active', 'past_due', 'trialing'].includes(subscription.status);
  const [invoices, charges, preview, card] = await Promise.all([
    stripe.invoices.list({ customer: customerId, limit: INVOICE_LIMIT, expand: ['data.payments'] }),
    stripe.charges.list({ customer: customerId, limit: INVOICE_LIMIT }),
    renews
      ? stripe.invoices.createPreview({ customer: customerId, subscription: subscription.id })
      : Promise.resolve(null),
    cardOnFile(stripe, customerId, subscription),
  ]);
  const refundedIntents = new Set(
    charges.data
      .filter((charge) => charge.refunded)
      .map((charge) => idOf(charge.payment_intent))
      .filter((id): id is string => id !== null),
  );
  const periodEnd = subscription?.items.data[0]?.current_period_end;
  return {
    upcoming:
      preview && periodEnd
        ? {
            amountMinor: preview.amount_due,
            currency: preview.currency.toUpperCase(),
            date: new Date(periodEnd * 1000),
          }
        : null,
    invoices: invoices.data
      .filter((invoice) => invoice.status !== 'draft')
      .map((invoice) => toInvoice(invoice, refundedIntents)),
    card,
  };
}
