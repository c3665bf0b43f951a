import { Alert, Button, Card, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BILLING_ERRORS, isCancelledStatus, type User } from '@inkforge/domain';
import { paths } from '@/config/paths';
import { usePricing } from '../api/get-pricing';
import { useOpenBillingPortal } from '../api/open-billing-portal';
import { billingCurrencyOf } from '../billing-currency';
import { useCheckoutActions } from '../use-checkout-actions';
import { PackageCard } from './package-card';
import { CardsSkeleton } from '@/components/cards-skeleton';
import { PageHeader } from '@/components/page-header';

/** /credits: balance, three packs, how credits work, subscription banners. */
/** Opens Stripe's customer portal, where payment is retried and subscriptions reactivated. */
function PortalButton({
  portal,
  children,
}: {
  portal: ReturnType<typeof useOpenBillingPortal>;
  children: ReactNode;
}) {
  return (
    <Button size="xs" ml="sm" loading={portal.isPending} onClick={() => portal.mutate()}>
      {children}
    </Button>
  );
}

export function CreditsScreen({ user }: { user: User }) {
  const currency = billingCurrencyOf(user);
  const pricing = usePricing(currency);
  const actions = useCheckoutActions(user, currency);
  const portal = useOpenBillingPortal();
  const cancelled = isCancelledStatus(user.subscriptionStatus);
  const subscribed = Boolean(user.currentPlan) && user.subscriptionStatus !== 'inactive';

  return (
    <Stack gap="lg">
      <PageHeader title="Get Credits" />
      <Card withBorder radius="md" padding="lg">
        <Text c="dimmed">Current balance</Text>
        <Text fz={32} fw={700} data-testid="credits-balance">
          {user.creditsRemaining} credits
        </Text>
      </Card>
      {!subscribed && (
        <Alert color="yellow" title="Subscription Required">
          You need an active subscription plan to purchase additional credits.{' '}
          <Button component={Link} to={paths.subscribe} size="xs" ml="sm">
            Choose a plan
          </Button>
        </Alert>
      )}
      {user.subscriptionStatus === 'past_due' && (
        <Alert color="red" title="Payment Failed">
          {BILLING_ERRORS.PACK_PAYMENT_FAILED.message}
          <PortalButton portal={portal}>Manage Billing</PortalButton>
        </Alert>
      )}
      {cancelled && (
        <Alert color="orange" title="Subscription Cancelled">
          You need to reactivate your subscription to purchase additional credits.
          <PortalButton portal={portal}>Reactivate Subscription</PortalButton>
        </Alert>
      )}
      {pricing.isPending && (
        <CardsSkeleton
          count={3}
          height={260}
          cols={{ base: 1, md: 3 }}
          label="Loading credit packs"
        />
      )}
      {pricing.data && (
        <SimpleGrid cols={{ base: 1, md: 3 }}>
          {pricing.data.creditPackages.map((pack) => (
            <PackageCard
              key={pack.code}
              pack={pack}
              loading={actions.pending === pack.code}
              onBuy={() => actions.buyPack(pack.code)}
            />
          ))}
        </SimpleGrid>
      )}
      <Card withBorder radius="md" padding="lg">
        <Title order={2} size="h4" mb="sm">
          How Credits Work
        </Title>
        <List spacing={4} size="sm">
          <List.Item>Your plan adds its credits every month; unused plan credits reset.</List.Item>
          <List.Item>Pack credits never expire and stay when your plan changes or ends.</List.Item>
          <List.Item>Plan credits are used first, then pack credits.</List.Item>
          <List.Item>A generation that fails gives its credits back.</List.Item>
        </List>
      </Card>
    </Stack>
  );
}
