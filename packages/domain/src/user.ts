import { z } from 'zod';
import { pendingPlanSchema } from './billing/plan-change';
import {
  DEFAULT_LOCALE,
  DEFAULT_STUDIO_CURRENCY,
  STUDIO_CURRENCIES,
  STUDIO_LOCALES,
} from './format/studio-format';
import { PLAN_CODES, ROLES, SUBSCRIPTION_STATUSES } from './plans';

/** The user as the API returns it. */
export const userSchema = z.object({
  id: z.string(),
  firebaseUid: z.string(),
  email: z.string(),
  username: z.string(),
  displayName: z.string(),
  firstName: z.string(),
  authMethod: z.enum(['email', 'google']),
  role: z.enum(ROLES),
  requiresConsent: z.boolean(),
  termsAccepted: z.boolean(),
  emailMarketingConsent: z.boolean(),
  subscriptionStatus: z.enum(SUBSCRIPTION_STATUSES),
  currentPlan: z.enum(PLAN_CODES).nullable(),
  planName: z.string(),
  creditsRemaining: z.number().int().nonnegative(),
  creditsTotal: z.number().int().nonnegative(),
  subscriptionStartedAt: z.string().nullable(),
  subscriptionRenewsAt: z.string().nullable(),
  /** Billing period of the plan and whether it ends at the period end (billing area). */
  billing: z.enum(['monthly', 'yearly']).nullable().optional(),
  cancelAtPeriodEnd: z.boolean().optional(),
  /** A downgrade or switch to monthly that waits for the renewal (shown with Undo). */
  pendingPlan: pendingPlanSchema.nullable().optional(),
  timezone: z.string(),
  /** The studio's one currency and number/date style (Settings → Profile). */
  currency: z.enum(STUDIO_CURRENCIES).catch(DEFAULT_STUDIO_CURRENCY),
  locale: z.enum(STUDIO_LOCALES).catch(DEFAULT_LOCALE),
  createdAt: z.string(),
});
export type User = z.infer<typeof userSchema>;
