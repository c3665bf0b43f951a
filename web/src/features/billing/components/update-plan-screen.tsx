import {
  Alert,
  Button,
  Card,
  Group,
  List,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import {
  isCancelledStatus,
  PLANS,
  type BillingInterval,
  type PlanCode,
  type User,
} from '@inkforge/domain';
import { errorMessage } from '@/lib/api-error';
import { notifyError, notifySuccess } from '@/lib/notify';
import { usePricing } from '../api/get-pricing';
import { useOpenBillingPortal } from '../api/open-billing-portal';
import { useUpdateSubscription } from '../api/update-subscription';
import { isPaymentFailure } from '../payment-errors';
import { usePlanReload } from '../use-plan-reload';
import { BillingIntervalToggle } from './billing-interval-toggle';
import { PaymentFailedDialog } from './payment-failed-dialog';
import { PlanCard } from './plan-card';

function actionLabel(user: User, target: PlanCode): string {
  if (!user.currentPlan) return 'Choose';
  return PLANS[target].monthlyCredits > PLANS[user.currentPlan].monthlyCredits
    ? 'Upgrade'
    : 'Downgrade';
}

/** /update-plan (spec accounts §2/§4): change plan, or reactivate a cancelled subscription. */
export function UpdatePlanScreen({ user, refreshUser }: { user: User; refreshUser: () => void }) {
  const [interval, setInterval] = useState<BillingInterval>(user.billing ?? 'monthly');
  const [failedOpen, setFailedOpen] = useState(false);
  const pricing = usePricing('EUR');
  const update = useUpdateSubscription();
  const portal = useOpenBillingPortal();
  const reload = usePlanReload(refreshUser);
  const cancelled = isCancelledStatus(user.subscriptionStatus);
  const currentInterval = user.billing ?? 'monthly';

  const openPortal = () =>
    portal.mutate(undefined, {
      onError: (e) => notifyError('Error', errorMessage(e, 'Failed to access billing portal')),
    });
  const change = (planCode: PlanCode) =>
    update.mutate(
      { planCode, billing: interval },
      {
        onSuccess: ({ message }) => {
          notifySuccess('Plan Updated', message);
          reload();
        },
        onError: (error) => {
          if (isPaymentFailure(error)) setFailedOpen(true);
          else notifyError('Update Failed', errorMessage(error, 'Subscription update failed'));
        },
      },
    );

  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        Update Your Subscription Plan
      </Title>
      <Card withBorder radius="md" padding="lg">
        <Group justify="space-between">
          <div>
            <Text c="dimmed">Current plan</Text>
            <Text fw={700} fz="lg" data-testid="current-plan">
              {user.currentPlan ? PLANS[user.currentPlan].name : 'Free'}
              {user.currentPlan && ` (${currentInterval})`}
            </Text>
          </div>
          <div>
            <Text c="dimmed">Credits remaining this month</Text>
            <Text fw={700} fz="lg">
              {user.creditsRemaining}
            </Text>
          </div>
        </Group>
      </Card>
      {user.subscriptionStatus === 'past_due' && (
        <Alert color="red" title="Payment Failed">
          Your last payment failed. Update your card in billing to keep your plan.
        </Alert>
      )}
      {cancelled ? (
        <Alert color="orange" title="Subscription Cancelled">
          <Stack gap="sm" align="flex-start">
            <Text fz="sm">
              Your plan stays active until the end of the billing period. Reactivate to keep it and
              change plans.
            </Text>
            <Button onClick={openPortal} loading={portal.isPending}>
              Reactivate Subscription
            </Button>
          </Stack>
        </Alert>
      ) : (
        <BillingIntervalToggle value={interval} onChange={setInterval} />
      )}
      {pricing.isPending && <Loader />}
      {pricing.data && (
        <SimpleGrid cols={{ base: 1, md: 3 }}>
          {pricing.data.subscriptionPlans.map((plan) => (
            <PlanCard
              key={plan.code}
              plan={plan}
              interval={interval}
              current={user.currentPlan === plan.code && currentInterval === interval}
              actionLabel={actionLabel(user, plan.planCode)}
              loading={update.isPending && update.variables.planCode === plan.code}
              onSelect={cancelled ? undefined : () => change(plan.planCode)}
            />
          ))}
        </SimpleGrid>
      )}
      <Card withBorder radius="md" padding="lg">
        <Title order={2} size="h4" mb="sm">
          Plan Change Information
        </Title>
        <List size="sm" spacing={4}>
          <List.Item>
            Upgrades take effect immediately. You pay the prorated difference for the rest of the
            billing period and get the extra credits right away.
          </List.Item>
          <List.Item>
            Downgrades take effect at the end of the billing period; you keep your current plan
            until then.
          </List.Item>
          <List.Item>Pack credits never expire and are not affected by plan changes.</List.Item>
        </List>
      </Card>
      <PaymentFailedDialog
        opened={failedOpen}
        onClose={() => setFailedOpen(false)}
        onManageBilling={openPortal}
        loading={portal.isPending}
      />
    </Stack>
  );
}
