/**
 * `GET /api/billing/history` (Settings → Subscription): what the provider will charge next,
 * what it has charged, and the card it charges. Amounts in minor units of the invoice's own
 * currency, with the formatted string the screen prints.
 */
export interface NextCharge {
  amountMinor: number;
  currency: string;
  amountFormatted: string;
  /** ISO date of the renewal the charge is for. */
  date: string;
}

/** Stripe's invoice statuses, as it reports them. */
export type InvoiceStatus = 'draft' | 'open' | 'paid' | 'uncollectible' | 'void';

export interface BillingInvoice {
  id: string;
  /** ISO date the invoice was issued. */
  date: string;
  amountMinor: number;
  currency: string;
  amountFormatted: string;
  status: InvoiceStatus;
  /** Refunded in full (a duplicate subscription's first invoice). */
  refunded: boolean;
  /** The provider's hosted invoice page (Stripe `hosted_invoice_url`; the twin's own page). */
  hostedUrl: string | null;
  pdfUrl: string | null;
}

export interface PaymentCard {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

export interface BillingHistory {
  /** Null with no live subscription, or one set to end at the period end. */
  nextCharge: NextCharge | null;
  /** Newest first. */
  invoices: BillingInvoice[];
  paymentMethod: PaymentCard | null;
}

export const EMPTY_BILLING_HISTORY: BillingHistory = {
  nextCharge: null,
  invoices: [],
  paymentMethod: null,
};
