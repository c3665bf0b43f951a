import { Alert } from '@mantine/core';
import { PLANS } from '@inkforge/domain';
import type { SelectedPlan } from '../selected-plan';

/** A plan chosen before signing in waits for the login, then goes to checkout. */
export function SelectedPlanBanner({ plan }: { plan: SelectedPlan }) {
  const name = PLANS[plan.planCode].name;
  return (
    <Alert title={`${name} plan selected`} variant="light" role="status">
      You selected the {name} plan ({plan.billing}). Please log in to proceed to checkout.
    </Alert>
  );
}
