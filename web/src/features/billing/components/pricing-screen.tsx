import { Alert, Select, SimpleGrid, Stack, Tabs } from '@mantine/core';
import { useState } from 'react';
import {
  CURRENCIES,
  isCurrency,
  type BillingInterval,
  type Currency,
  type User,
} from '@inkforge/domain';
import { usePricing } from '../api/get-pricing';
import { billingCurrencyOf } from '../billing-currency';
import { useCheckoutActions } from '../use-checkout-actions';
import { BillingIntervalToggle } from './billing-interval-toggle';
import { PackageCard } from './package-card';
import { PlanCard } from './plan-card';
import { PricingFooter } from './pricing-footer';
import { CardsSkeleton } from '@/components/cards-skeleton';
import { PageHeader } from '@/components/page-header';

/** In-app pricing: plans for everyone, packages only for active subscribers. */
export function PricingScreen({ user }: { user: User }) {
  const [currency, setCurrency] = useState<Currency>(() => billingCurrencyOf(user));
  const [interval, setInterval] = useState<BillingInterval>('monthly');
  const pricing = usePricing(currency);
  const actions = useCheckoutActions(user, currency);
  const canBuyPacks = user.subscriptionStatus === 'active';

  return (
    <Stack gap="lg">
      <PageHeader
        title="Pricing"
        actions={
          <Select
            aria-label="Currency"
            w={110}
            value={currency}
            data={CURRENCIES}
            onChange={(next) => isCurrency(next) && setCurrency(next)}
            allowDeselect={false}
          />
        }
      />
      {pricing.isPending && (
        <CardsSkeleton count={3} height={380} cols={{ base: 1, md: 3 }} label="Loading plans" />
      )}
      {pricing.isError && (
        <Alert color="red" title="Pricing unavailable">
          Failed to fetch pricing for {currency}
        </Alert>
      )}
      {pricing.data && (
        <Tabs defaultValue="plans" keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="plans">Subscription Plans</Tabs.Tab>
            {canBuyPacks && <Tabs.Tab value="packages">Credit Packages</Tabs.Tab>}
          </Tabs.List>
          <Tabs.Panel value="plans" pt="md">
            <Stack>
              <BillingIntervalToggle value={interval} onChange={setInterval} />
              <SimpleGrid cols={{ base: 1, md: 3 }}>
                {pricing.data.subscriptionPlans.map((plan) => (
                  <PlanCard
                    key={plan.code}
                    plan={plan}
                    interval={interval}
                    current={user.currentPlan === plan.code}
                    actionLabel={`Choose ${plan.name}`}
                    loading={actions.pending === plan.code}
                    onSelect={() => actions.choosePlan(plan.planCode, interval)}
                  />
                ))}
              </SimpleGrid>
            </Stack>
          </Tabs.Panel>
          {canBuyPacks && (
            <Tabs.Panel value="packages" pt="md">
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
            </Tabs.Panel>
          )}
        </Tabs>
      )}
      <PricingFooter currency={currency} studioCurrency={user.currency} />
    </Stack>
  );
}
