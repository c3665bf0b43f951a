import { PLANS, type CreditPack, type PlanCode } from '@inkforge/domain';
import type { NewNotification } from '../notifications';

/** What the bell says about money: one notice per credit movement or payment event. */
const notice = (title: string, body: string, link: string): NewNotification => ({
  kind: 'billing',
  title,
  body,
  link,
});

export const packAdded = (pack: CreditPack) =>
  notice(
    'Credits added',
    `${pack.credits} credits from ${pack.name} were added. Pack credits never expire.`,
    '/credits',
  );

export const planCredits = (plan: PlanCode, renewed: boolean) =>
  notice(
    renewed ? 'Plan renewed' : `${PLANS[plan].name} plan started`,
    `${PLANS[plan].monthlyCredits} ${PLANS[plan].name} credits are yours for this month.`,
    '/credits',
  );

/** A yearly plan's month after the first, granted by the daily job. */
export const yearlyMonthCredits = (plan: PlanCode) =>
  notice(
    'Monthly credits added',
    `${PLANS[plan].monthlyCredits} ${PLANS[plan].name} credits are yours for this month.`,
    '/credits',
  );

export const planUpgraded = (plan: PlanCode, added: number) =>
  notice(
    'Plan changed',
    `You are now on ${PLANS[plan].name}: ${added} more credits were added.`,
    '/credits',
  );

export const paymentFailed = () =>
  notice(
    'Payment failed',
    'Your latest subscription payment did not go through. Update your card to keep your plan.',
    '/credits',
  );

/** A pack paid by a delayed method (SEPA Debit, ACH, Bacs) whose money never arrived. */
export const packPaymentFailed = (pack: CreditPack) =>
  notice(
    'Payment failed',
    `Your payment for ${pack.name} did not go through, so no credits were added. Try again with another payment method.`,
    '/credits',
  );

export const subscriptionEnded = () =>
  notice(
    'Subscription ended',
    'Your subscription has ended and its monthly credits expired. Pack credits stay yours.',
    '/pricing',
  );
