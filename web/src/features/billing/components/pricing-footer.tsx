import { Group, Text } from '@mantine/core';
import type { Currency } from '@inkforge/domain';

/**
 * The currency note and the three footer promises of the pricing screens. Prices in the
 * studio's own currency need no note; another one may cost the artist's bank a conversion.
 */
export function PricingFooter({
  currency,
  studioCurrency,
}: {
  currency: Currency;
  studioCurrency: string;
}) {
  let note: string | null = null;
  if (currency !== studioCurrency) {
    note = `${
      currency === 'EUR' ? `Plans are not sold in ${studioCurrency}: prices` : 'Prices'
    } are shown in ${currency}. Your bank may add conversion fees.`;
  }
  return (
    <>
      {note && (
        <Text c="dimmed" fz="sm">
          {note}
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
