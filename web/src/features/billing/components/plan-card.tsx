import { Badge, Button, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import type { BillingInterval, PricingPlan } from '@inkforge/domain';

interface Props {
  plan: PricingPlan;
  interval: BillingInterval;
  current?: boolean;
  actionLabel: string;
  onSelect?: () => void;
  loading?: boolean;
  disabled?: boolean;
}

/** A plan: credits per month, price for the chosen period, features, 'Most Popular'. */
export function PlanCard({
  plan,
  interval,
  current,
  actionLabel,
  onSelect,
  loading,
  disabled,
}: Props) {
  const price = interval === 'yearly' ? plan.yearlyPriceFormatted : plan.monthlyPriceFormatted;
  return (
    <Card withBorder radius="md" padding="lg" data-testid={`plan-${plan.code}`}>
      <Stack gap="sm" h="100%">
        <Group justify="space-between">
          <Title order={2} size="h4">
            {plan.name}
          </Title>
          {plan.popular && <Badge color="grape">Most Popular</Badge>}
          {current && <Badge color="teal">Current Plan</Badge>}
        </Group>
        <Text fz="xl" fw={700}>
          {price ?? 'Price unavailable'}
          {price && (
            <Text span c="dimmed" fz="sm">
              {interval === 'yearly' ? ' / year' : ' / month'}
            </Text>
          )}
        </Text>
        <Text c="dimmed">{plan.credits} credits per month</Text>
        <List size="sm" spacing={4} style={{ flex: 1 }}>
          {plan.features.map((feature) => (
            <List.Item key={feature}>{feature}</List.Item>
          ))}
        </List>
        {!current && onSelect && (
          <Button onClick={onSelect} loading={loading} disabled={disabled || !price}>
            {actionLabel}
          </Button>
        )}
      </Stack>
    </Card>
  );
}
