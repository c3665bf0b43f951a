import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { PricingPackage } from '@inkforge/domain';

interface Props {
  pack: PricingPackage;
  onBuy: () => void;
  loading?: boolean;
  disabled?: boolean;
}

/** A credit pack: credits, price, price per credit, savings badge, 'Never expires'. */
export function PackageCard({ pack, onBuy, loading, disabled }: Props) {
  return (
    <Card withBorder radius="md" padding="lg" data-testid={`pack-${pack.code}`}>
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={2} size="h4">
            {pack.credits} Credits
          </Title>
          {pack.savingsPercent > 0 && <Badge color="teal">Save {pack.savingsPercent}%</Badge>}
        </Group>
        <Text fz="xl" fw={700}>
          {pack.priceFormatted ?? 'Price unavailable'}
        </Text>
        {pack.pricePerCreditFormatted && (
          <Text c="dimmed" fz="sm">
            {pack.pricePerCreditFormatted} per credit
          </Text>
        )}
        <Text fz="sm">Never expires</Text>
        <Button onClick={onBuy} loading={loading} disabled={disabled || pack.price === null}>
          Buy {pack.credits} credits
        </Button>
      </Stack>
    </Card>
  );
}
