import { Alert, Card, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { BillingInterval, PricingPlan, User } from '@inkforge/domain';
import { paths } from '@/config/paths';
import { notifyInfo } from '@/lib/notify';
import { usePricing } from '../api/get-pricing';
import { planChangeLabel } from '../plan-action-label';
import { billingCurrencyOf } from '../billing-currency';
import { useCheckoutActions } from '../use-checkout-actions';
import { BillingIntervalToggle } from './billing-interval-toggle';
import { PlanCard } from './plan-card';
import { PricingFooter } from './pricing-footer';
import { CardsSkeleton } from '@/components/cards-skeleton';
import { PageHeader } from '@/components/page-header';

/** After a successful payment this screen waits 2 s, then the dashboard. */
const SUBSCRIBE_SUCCESS_REDIRECT_MS = 2000;

const REASONS = [
  [
    'AI tattoo design',
    'Prompt, sketch and photo to tattoo, in Traditional, Realistic, Minimalist and Tribal.',
  ],
  ['Stencils in seconds', 'Clean, adjustable stencils from any design or photo.'],
  ['Your studio in one place', 'Clients, projects, appointments and a gallery of your work.'],
] as const;

/** A subscriber's other plans are a change of plan ("Upgrade to Premium"), not a new one. */
function subscribeLabel(user: User, plan: PricingPlan, interval: BillingInterval): string {
  const change = planChangeLabel(user, plan.planCode, interval);
  if (!change) return `Subscribe to ${plan.name}`;
  return change === 'Upgrade' || change === 'Downgrade' ? `${change} to ${plan.name}` : change;
}

/** /subscribe: Basic, Pro and Premium; plan/billing preselect; success and canceled returns. */
export function SubscribeScreen({ user }: { user: User }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [interval, setInterval] = useState<BillingInterval>(
    params.get('billing') === 'yearly' ? 'yearly' : 'monthly',
  );
  const currency = billingCurrencyOf(user);
  const pricing = usePricing(currency);
  const actions = useCheckoutActions(user, currency);
  const currentInterval = user.billing ?? 'monthly';
  const success = params.get('success') === 'true';
  const canceled = params.get('canceled') === 'true';

  useEffect(() => {
    if (!success) return;
    const timer = setTimeout(() => void navigate(paths.dashboard), SUBSCRIBE_SUCCESS_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [success, navigate]);

  useEffect(() => {
    if (!canceled) return;
    notifyInfo('Payment Cancelled', 'Your payment was cancelled. You have not been charged.');
    void navigate(paths.subscribe, { replace: true });
  }, [canceled, navigate]);

  if (success) {
    return (
      <Stack align="center" py="xl">
        <Loader />
        <Title order={1} size="h3">
          Payment Processing
        </Title>
        <Text c="dimmed">Your plan is being activated. Taking you to your dashboard…</Text>
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <PageHeader title="Choose Your Plan" />
      <BillingIntervalToggle value={interval} onChange={setInterval} />
      {pricing.isError && <Alert color="red">Failed to fetch pricing for {currency}</Alert>}
      {pricing.isPending && (
        <CardsSkeleton count={3} height={380} cols={{ base: 1, md: 3 }} label="Loading plans" />
      )}
      {pricing.data && (
        <SimpleGrid cols={{ base: 1, md: 3 }}>
          {pricing.data.subscriptionPlans.map((plan) => (
            <PlanCard
              key={plan.code}
              plan={plan}
              interval={interval}
              current={user.currentPlan === plan.code && currentInterval === interval}
              actionLabel={subscribeLabel(user, plan, interval)}
              loading={actions.pending === plan.code}
              onSelect={() => actions.choosePlan(plan.planCode, interval)}
            />
          ))}
        </SimpleGrid>
      )}
      <Title order={2} size="h3">
        Why choose InkForge
      </Title>
      <SimpleGrid cols={{ base: 1, md: 3 }}>
        {REASONS.map(([title, text]) => (
          <Card key={title} withBorder radius="md">
            <Text fw={600}>{title}</Text>
            <Text c="dimmed" fz="sm">
              {text}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
      <PricingFooter currency={currency} studioCurrency={user.currency} />
    </Stack>
  );
}
