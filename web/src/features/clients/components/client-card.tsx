import { Badge, Card, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import type { ApiClient } from '@inkforge/domain';
import { useStudioFormat } from '@/lib/studio-format';
import classes from './client-card.module.css';

/** "1 project", "2 projects": the count and its noun agree. */
const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

const STATUS_COLORS = { active: 'teal', pending: 'yellow', inactive: 'gray' } as const;

interface Props {
  client: ApiClient;
  layout: 'grid' | 'list';
  onOpen: () => void;
}

export function ClientCard({ client, layout, onOpen }: Props) {
  const f = useStudioFormat();
  const collected = f.amount(client.totalCollected);
  return (
    <Card withBorder padding="md" data-testid="client-card" className={classes.card}>
      <Group justify="space-between" wrap="nowrap">
        <UnstyledButton
          onClick={onOpen}
          aria-label={`Open ${client.name}`}
          className={classes.open}
        >
          {client.name}
        </UnstyledButton>
        <Badge color={STATUS_COLORS[client.status]} variant="light" className={classes.status}>
          {client.status}
        </Badge>
      </Group>
      <Stack gap={2} mt={layout === 'grid' ? 'xs' : 0}>
        {client.email && (
          <Text size="sm" c="dimmed" truncate>
            {client.email}
          </Text>
        )}
        {client.phone && (
          <Text size="sm" c="dimmed">
            {client.phone}
          </Text>
        )}
        <Text size="sm">
          {count(client.projects.length, 'project')} ·{' '}
          {count(client.appointments.length, 'appointment')} · {collected} collected
        </Text>
      </Stack>
    </Card>
  );
}
