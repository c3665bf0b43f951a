import {
  chargesNow,
  formatMoney,
  isCurrency,
  PLAN_CHANGE_LABELS,
  type PlanChangePreview,
  type UpdateSubscriptionRequest,
} from '@inkforge/domain';
import { AppError } from '../app-error';
import type { AuthContext } from '../http/auth-context';
import type { BillingDeps } from './deps';
import { planChangeTarget } from './plan-change-target';

/**
 * `POST /api/update-subscription/preview`: what a plan change costs today (the provider's
 * prorated invoice preview), and the renewal after it. Shown before anything is charged.
 */
export async function previewPlanChange(
  deps: BillingDeps,
  caller: AuthContext,
  input: UpdateSubscriptionRequest,
): Promise<PlanChangePreview & { prorationDate: number }> {
  const target = await planChangeTarget(deps, caller.uid, input);
  let quote;
  try {
    quote = await deps.payments.previewPlanChange(target.request);
  } catch (err) {
    deps.logger.error('billing.preview.failed', { uid: caller.uid, error: String(err) });
    throw new AppError('SUBSCRIPTION_UPDATE_FAILED');
  }
  const code = quote.currency.toUpperCase();
  const currency = isCurrency(code) ? code : target.currency;
  return {
    kind: target.kind,
    label: PLAN_CHANGE_LABELS[target.kind],
    effective: chargesNow(target.kind) ? 'now' : 'period_end',
    currency,
    amountDueNowMinor: quote.amountDueMinor,
    amountDueNowFormatted: formatMoney(quote.amountDueMinor, currency),
    renewalAmountMinor: target.request.amountMinor,
    renewalAmountFormatted: formatMoney(target.request.amountMinor, currency),
    renewalInterval: input.billing,
    renewalDate: quote.renewalDate.toISOString(),
    prorationDate: quote.prorationDate,
  };
}
