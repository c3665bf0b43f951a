import { isPaymentFailureMessage } from '@inkforge/domain';
import { ApiError, errorMessage } from '@/lib/api-error';

/** Which plan-update failures open the 'Payment Failed' dialog. */
export function isPaymentFailure(error: unknown): boolean {
  if (error instanceof ApiError) {
    const body = error.body as { error?: unknown; paymentError?: unknown } | null;
    if (body?.error === 'PAYMENT_FAILED' || body?.paymentError === true) return true;
  }
  const message = errorMessage(error, error instanceof Error ? error.message : '');
  return isPaymentFailureMessage(message);
}
