import { useMutation } from '@tanstack/react-query';
import type { PaymentSync } from '@inkforge/domain';
import { apiCall } from '@/lib/api-client';
import { MAX_SYNC_ATTEMPTS, syncDelayMs } from '../sync-backoff';

/** POST /api/billing/sync: applies a finished checkout (the Italian result screen). */
function syncPayment(sessionId: string) {
  return apiCall('POST /api/billing/sync', { body: { sessionId } });
}

/** GET /api/stripe/verify-payment/{id} (the English result screen). */
function verifyPayment(sessionId: string) {
  return apiCall('GET /api/stripe/verify-payment/:sessionId', { params: { sessionId } });
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A checkout's result page confirming the payment. English: one verification. Italian: up to
 * 6 syncs with backoff until it is paid; null when it never was.
 */
async function confirmPayment(
  variant: 'en' | 'it',
  sessionId: string,
): Promise<PaymentSync | null> {
  if (variant === 'en') return verifyPayment(sessionId);
  for (let attempt = 0; attempt < MAX_SYNC_ATTEMPTS; attempt += 1) {
    const result = await syncPayment(sessionId);
    if (result.success) return result;
    if (attempt < MAX_SYNC_ATTEMPTS - 1) await wait(syncDelayMs(attempt));
  }
  return null;
}

export function useConfirmPayment(variant: 'en' | 'it') {
  return useMutation({ mutationFn: (sessionId: string) => confirmPayment(variant, sessionId) });
}
