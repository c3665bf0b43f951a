import { Button, SegmentedControl, Text } from '@mantine/core';
import type { ClientLimitInfo } from '@inkforge/domain';
import { PageHeader } from '@/components/page-header';

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
    <PageHeader
      title="Clients"
      description={
        limits && (
          <Text size="sm" c="dimmed" data-testid="client-limit">
            {limitText(limits)}
          </Text>
        )
      }
      actions={
        <>
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
        </>
      }
    />
  );
}
