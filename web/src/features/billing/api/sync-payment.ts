import type { User } from '@inkforge/domain';
import { api } from '@/lib/api-client';

export interface PaymentSync {
  success: boolean;
  user: User;
}

/** POST /api/billing/sync: applies a finished checkout (the Italian result screen). */
export function syncPayment(sessionId: string): Promise<PaymentSync> {
  return api.post<PaymentSync>('/api/billing/sync', { sessionId });
}

/** GET /api/stripe/verify-payment/{id} (the English result screen). */
export function verifyPayment(sessionId: string): Promise<PaymentSync> {
  return api.get<PaymentSync>(`/api/stripe/verify-payment/${encodeURIComponent(sessionId)}`);
}
