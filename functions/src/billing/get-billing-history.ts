import {
  EMPTY_BILLING_HISTORY,
  formatMoney,
  isCurrency,
  type BillingHistory,
} from '@inkforge/domain';
import { AppError } from '../app-error';
import type { AuthContext } from '../http/auth-context';
import type { BillingDeps } from './deps';

/** In the invoice's own currency; one the price table does not know keeps its code. */
const money = (minor: number, currency: string) =>
  isCurrency(currency) ? formatMoney(minor, currency) : `${minor} ${currency}`;

/**
 * `GET /api/billing/history`: next charge, invoices and card, from the payments provider.
 * Someone who never subscribed has no billing account: an empty history, not an error.
 */
export async function getBillingHistory(
  deps: BillingDeps,
  caller: AuthContext,
): Promise<BillingHistory> {
  const user = await deps.repo.get(caller.uid);
  if (!user?.stripeCustomerId) return EMPTY_BILLING_HISTORY;
  let history;
  try {
    history = await deps.payments.billingHistory(user.stripeCustomerId, user.stripeSubscriptionId);
  } catch (err) {
    deps.logger.error('billing.history.failed', { uid: caller.uid, error: String(err) });
    throw new AppError('BILLING_HISTORY_FAILED');
  }
  const { upcoming, card } = history;
  return {
    nextCharge: upcoming
      ? {
          amountMinor: upcoming.amountMinor,
          currency: upcoming.currency,
          amountFormatted: money(upcoming.amountMinor, upcoming.currency),
          date: upcoming.date.toISOString(),
        }
      : null,
    invoices: history.invoices.map((invoice) => ({
      id: invoice.id,
      date: invoice.createdAt.toISOString(),
      amountMinor: invoice.amountMinor,
      currency: invoice.currency,
      amountFormatted: money(invoice.amountMinor, invoice.currency),
      status: invoice.status,
      refunded: invoice.refunded,
      hostedUrl: invoice.hostedUrl,
      pdfUrl: invoice.pdfUrl,
    })),
    paymentMethod: card,
  };
}
