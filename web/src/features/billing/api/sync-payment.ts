import { apiCall } from '@/lib/api-client';

/** POST /api/billing/sync: applies a finished checkout (the Italian result screen). */
export function syncPayment(sessionId: string) {
  return apiCall('POST /api/billing/sync', { body: { sessionId } });
}

/** GET /api/stripe/verify-payment/{id} (the English result screen). */
export function verifyPayment(sessionId: string) {
  return apiCall('GET /api/stripe/verify-payment/:sessionId', { params: { sessionId } });
}
