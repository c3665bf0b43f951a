import { Card, SimpleGrid, Text } from '@mantine/core';
import { clientSummary, type ApiClient } from '@inkforge/domain';
import { useStudioFormat } from '@/lib/studio-format';

interface Props {
  clients: readonly ApiClient[];
  timeZone: string;
  now?: Date;
}

/** The five summary cards of /clients, computed in cents so totals are exact. */
export function SummaryCards({ clients, timeZone, now = new Date() }: Props) {
  const s = clientSummary(clients, now, timeZone);
  const f = useStudioFormat();
  const cards = [
    ['Total Clients', String(s.totalClients)],
    ['Active Projects', String(s.activeProjects)],
    ['Total Revenue', f.money(s.totalRevenueCents)],
    ['This Month Projects', String(s.thisMonthProjects)],
    ['This Month Revenue', f.money(s.thisMonthRevenueCents)],
  ] as const;
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }}>
      {cards.map(([label, value]) => (
        <Card key={label} withBorder padding="sm" aria-label={label}>
          <Text size="xs" c="dimmed">
            {label}
          </Text>
          <Text fw={700} size="xl">
            {value}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}
