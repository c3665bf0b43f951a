import { Badge, Group, SegmentedControl } from '@mantine/core';
import type { BillingInterval } from '@inkforge/domain';

interface Props {
  value: BillingInterval;
  onChange: (value: BillingInterval) => void;
}

/** Monthly / yearly, with the spec's '2 months free' badge. */
export function BillingIntervalToggle({ value, onChange }: Props) {
  return (
    <Group gap="sm">
      <SegmentedControl
        aria-label="Billing period"
        value={value}
        onChange={(next) => onChange(next === 'yearly' ? 'yearly' : 'monthly')}
        data={[
          { label: 'Monthly', value: 'monthly' },
          { label: 'Yearly', value: 'yearly' },
        ]}
      />
      <Badge color="teal" variant="light">
        2 months free
      </Badge>
    </Group>
  );
}
