import { Button, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import type { ClientLimitInfo } from '@inkforge/domain';

export type StatusFilter = 'all' | 'active' | 'pending' | 'inactive';
export type Layout = 'grid' | 'list';

interface Props {
  limits: ClientLimitInfo | undefined;
  status: StatusFilter;
  layout: Layout;
  onStatus: (status: StatusFilter) => void;
  onLayout: (layout: Layout) => void;
  onAdd: () => void;
}

/** The count against the plan limit ('unlimited' when uncapped). */
function limitText(limits: ClientLimitInfo): string {
  return limits.limit === 'unlimited'
    ? `${limits.current} clients (unlimited)`
    : `${limits.current} / ${limits.limit} clients`;
}

export function ClientsHeader({ limits, status, layout, onStatus, onLayout, onAdd }: Props) {
  return (
    <Group justify="space-between" align="flex-end">
      <Stack gap={2}>
        <Title order={1} size="h2">
          Clients
        </Title>
        {limits && (
          <Text size="sm" c="dimmed" data-testid="client-limit">
            {limitText(limits)}
          </Text>
        )}
      </Stack>
      <Group align="flex-end">
        <SegmentedControl
          aria-label="Status filter"
          value={status}
          onChange={(v) => onStatus(v as StatusFilter)}
          data={[
            { value: 'all', label: 'All' },
            { value: 'active', label: 'Active' },
            { value: 'pending', label: 'Pending' },
            { value: 'inactive', label: 'Inactive' },
          ]}
        />
        <SegmentedControl
          aria-label="Layout"
          value={layout}
          onChange={(v) => onLayout(v as Layout)}
          data={[
            { value: 'grid', label: 'Grid' },
            { value: 'list', label: 'List' },
          ]}
        />
        <Button onClick={onAdd}>Add Client</Button>
      </Group>
    </Group>
  );
}
