import {
  BILLING_ERRORS,
  packPurchaseBlock,
  type BillingInterval,
  type Currency,
  type PlanCode,
  type User,
} from '@inkforge/domain';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { ApiError, errorMessage } from '@/lib/api-error';
import { notifyError } from '@/lib/notify';
import { useStartCheckout } from './api/start-checkout';

const NO_URL = 'No checkout URL received';

function messageOf(error: unknown): string {
  if (error instanceof Error && !(error instanceof ApiError) && error.message === NO_URL)
    return NO_URL;
  return errorMessage(error, 'Unable to process payment. Please try again.');
}

/**
 * Buying from a pricing screen: packs only for active subscribers (with the
 * Messages); a plan for someone who already has one goes to /update-plan instead.
 */
export function useCheckoutActions(user: User, currency: Currency) {
  const checkout = useStartCheckout();
  const navigate = useNavigate();
  const failed = (title: string) => (error: unknown) => notifyError(title, messageOf(error));

  return {
    pending: checkout.isPending ? checkout.variables?.plan : undefined,
    buyPack(code: string) {
      const block = packPurchaseBlock(user);
      if (block) {
        notifyError(BILLING_ERRORS[block].title, BILLING_ERRORS[block].message);
        return;
      }
      checkout.mutate(
        { plan: code, billing: 'one-time', currency },
        { onError: failed('Payment Error') },
      );
    },
    choosePlan(plan: PlanCode, billing: BillingInterval) {
      if (user.currentPlan && user.subscriptionStatus !== 'inactive') {
        void navigate(paths.updatePlan);
        return;
      }
      checkout.mutate({ plan, billing, currency }, { onError: failed('Checkout Failed') });
    },
  };
}
