import { Group, Text } from '@mantine/core';
import type { Currency } from '@inkforge/domain';

/** The currency note (not EUR) and the three footer promises of the pricing screens. */
export function PricingFooter({ currency }: { currency: Currency }) {
  return (
    <>
      {currency !== 'EUR' && (
        <Text c="dimmed" fz="sm">
          Prices are shown in {currency}. Your bank may add conversion fees.
        </Text>
      )}
      <Group gap="lg" c="dimmed" fz="sm">
        <Text fz="sm">Secure payments</Text>
        <Text fz="sm">Instant activation</Text>
        <Text fz="sm">Cancel anytime</Text>
      </Group>
    </>
  );
}
