import { AppError } from '../app-error';
import type { Payments } from './payments';

const refuse = (): Promise<never> => Promise.reject(new AppError('PAYMENTS_NOT_CONFIGURED'));

/**
 * Production without a Stripe key: every provider call answers 503. Never the offline twin,
 * whose demo checkout would grant plans for free. No credit moves before a provider call.
 */
export function createUnconfiguredPayments(): Payments {
  return {
    kind: 'unconfigured',
    createCustomer: refuse,
    createCheckout: refuse,
    getCheckout: refuse,
    createPortal: refuse,
    getSubscription: refuse,
    latestSubscription: refuse,
    liveSubscriptions: refuse,
    expireOpenCheckouts: refuse,
    cancelAndRefund: refuse,
    previewPlanChange: refuse,
    changePlan: refuse,
    setCancelAtPeriodEnd: refuse,
    billingHistory: refuse,
    cancelNow: refuse,
    createConnectedAccount: refuse,
    createAccountLink: refuse,
    getConnectedAccount: refuse,
    createDepositCheckout: refuse,
    refundOnAccount: refuse,
    expireDepositCheckout: refuse,
  };
}
