import type { User } from '../user';
import type { PlanChangePreview } from './plan-change';

/** A subscription change the server applied: the user as it is now. */
export interface SubscriptionAnswer {
  success: true;
  message: string;
  user: User;
}

/** POST /api/billing/sync, GET /api/stripe/verify-payment/{id}: a finished checkout, applied. */
export interface PaymentSync {
  success: boolean;
  paid: boolean;
  message: string;
  user: User;
}

/** POST /api/update-subscription/preview: the preview and the instant its proration is for. */
export type PlanChangeQuote = PlanChangePreview & { prorationDate: number };
