import { Alert, Button, Card, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import {
  isCancelledStatus,
  PLANS,
  type BillingInterval,
  type PlanChangeQuote,
  type PlanCode,
  type User,
} from '@inkforge/domain';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-error';
import { notifyError, notifySuccess } from '@/lib/notify';
import { usePricing } from '../api/get-pricing';
import { billingCurrencyOf } from '../billing-currency';
import { useOpenBillingPortal } from '../api/open-billing-portal';
import { usePreviewPlanChange } from '../api/preview-plan-change';
import { useUpdateSubscription, type PlanChange } from '../api/update-subscription';
import { isPaymentFailure } from '../payment-errors';
import { usePlanReload } from '../use-plan-reload';
import { BillingIntervalToggle } from './billing-interval-toggle';
import { PaymentFailedDialog } from './payment-failed-dialog';
import { PendingPlanNotice } from './pending-plan-notice';
import { PlanChangeConfirm } from './plan-change-confirm';
import { PlanCard } from './plan-card';
import { planChangeLabel } from '../plan-action-label';
import { CardsSkeleton } from '@/components/cards-skeleton';
import { PageHeader } from '@/components/page-header';

/** /update-plan: change plan, or reactivate a cancelled subscription. */
export function UpdatePlanScreen({ user, refreshUser }: { user: User; refreshUser: () => void }) {
  const [interval, setInterval] = useState<BillingInterval>(user.billing ?? 'monthly');
  const [failedOpen, setFailedOpen] = useState(false);
  // The plans as the subscription was sold (the studio's currency); the confirmation shows
  // Stripe's own quote.
  const pricing = usePricing(billingCurrencyOf(user));
  const update = useUpdateSubscription();
  const preview = usePreviewPlanChange();
  const portal = useOpenBillingPortal();
  const reload = usePlanReload(refreshUser);
  const cancelled = isCancelledStatus(user.subscriptionStatus);
  const currentInterval = user.billing ?? 'monthly';

  const openPortal = () => portal.mutate();
  const [target, setTarget] = useState<PlanChange | null>(null);
  const [quote, setQuote] = useState<PlanChangeQuote | null>(null);
  const close = () => {
    setTarget(null);
    setQuote(null);
  };
  // Nothing is charged on the first click: the price is fetched and confirmed first.
  const choose = (planCode: PlanCode) => {
    const change = { planCode, billing: interval };
    setTarget(change);
    setQuote(null);
    preview.mutate(change, {
      onSuccess: setQuote,
      onError: (error) => {
        close();
        notifyError('Update Failed', errorMessage(error, 'Subscription update failed'));
      },
    });
  };
  const confirm = () => {
    if (!target || !quote) return;
    update.mutate(
      { ...target, prorationDate: quote.prorationDate },
      {
        onSuccess: ({ message }) => {
          close();
          notifySuccess('Plan Updated', message);
          reload();
        },
        onError: (error) => {
          close();
          if (isPaymentFailure(error)) setFailedOpen(true);
          else notifyError('Update Failed', errorMessage(error, 'Subscription update failed'));
        },
      },
    );
  };

  return (
    <Stack gap="lg">
      <PageHeader title="Update Your Subscription Plan" />
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
      {pricing.isPending && (
        <CardsSkeleton count={3} height={380} cols={{ base: 1, md: 3 }} label="Loading plans" />
      )}
      <PendingPlanNotice user={user} onChanged={refreshUser} />
      {!user.currentPlan && (
        <Alert color="gray" title="No plan yet">
          <Stack gap="sm" align="flex-start">
            <Text fz="sm">Choose a plan to subscribe; plan changes are for subscribers.</Text>
            <Button component={Link} to={paths.subscribe}>
              See plans
            </Button>
          </Stack>
        </Alert>
      )}
      {pricing.data && (
        <SimpleGrid cols={{ base: 1, md: 3 }}>
          {pricing.data.subscriptionPlans.map((plan) => {
            const label = planChangeLabel(user, plan.planCode, interval);
            return (
              <PlanCard
                key={plan.code}
                plan={plan}
                interval={interval}
                current={user.currentPlan === plan.code && currentInterval === interval}
                actionLabel={label ?? ''}
                loading={preview.isPending && target?.planCode === plan.planCode}
                onSelect={cancelled || !label ? undefined : () => choose(plan.planCode)}
              />
            );
          })}
        </SimpleGrid>
      )}
      <Card withBorder radius="md" padding="lg">
        <Title order={2} size="h4" mb="sm">
          Plan Change Information
        </Title>
        <List size="sm" spacing={4}>
          <List.Item>
            Upgrades and the switch to yearly take effect immediately: you see the prorated amount
            due today before confirming, and get the extra credits right away.
          </List.Item>
          <List.Item>
            Downgrades and the switch to monthly take effect at the end of the billing period; you
            keep your current plan until then and can undo the change.
          </List.Item>
          <List.Item>Pack credits never expire and are not affected by plan changes.</List.Item>
        </List>
      </Card>
      <PlanChangeConfirm
        target={target}
        quote={quote}
        confirming={update.isPending}
        onConfirm={confirm}
        onClose={close}
      />
      <PaymentFailedDialog
        opened={failedOpen}
        onClose={() => setFailedOpen(false)}
        onManageBilling={openPortal}
        loading={portal.isPending}
      />
    </Stack>
  );
}
