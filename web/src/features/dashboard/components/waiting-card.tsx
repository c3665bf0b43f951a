import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { DashboardToday } from '@inkforge/domain';
import { paths } from '@/config/paths';
import { useStudioFormat } from '@/lib/studio-format';

/** '5 hours', '1 day', '3 days': how long the oldest request has waited. */
function waitedFor(hours: number): string {
  if (hours < 24) return hours === 1 ? '1 hour' : `${hours} hours`;
  const days = Math.floor(hours / 24);
  return days === 1 ? '1 day' : `${days} days`;
}

interface Row {
  label: string;
  value: string;
  detail: string | null;
  to: string;
}

/** What waits on the artist: requests to answer, deposits to chase, clients' texts to read. */
export function WaitingCard({ day }: { day: DashboardToday }) {
  const f = useStudioFormat();
  const { requests, depositsToChase: deposits, unreadMessages: unread } = day;
  const rows: Row[] = [
    {
      label: 'Requests waiting',
      value: String(requests.waiting),
      detail:
        requests.oldestAgeHours === null
          ? null
          : `oldest waiting ${waitedFor(requests.oldestAgeHours)}`,
      to: paths.bookingRequests,
    },
    {
      label: 'Deposits to chase',
      value: String(deposits.count),
      detail: deposits.count > 0 ? f.moneyOf(deposits.total) : null,
      to: paths.calendar,
    },
    {
      label: 'Unread client messages',
      value: String(unread.count),
      detail:
        unread.count > 0
          ? unread.threads === 1
            ? 'from 1 client'
            : `from ${unread.threads} clients`
          : null,
      to: paths.clients,
    },
  ];
  return (
    <Card withBorder component="section" aria-labelledby="waiting-heading">
      <Title order={2} size="h4" id="waiting-heading" mb="xs">
        Waiting on you
      </Title>
      <Stack gap="xs">
        {rows.map((row) => (
          <Group key={row.label} justify="space-between" wrap="nowrap">
            <Anchor component={Link} to={row.to} className="touch-target">
              {row.label}
            </Anchor>
            <Text ta="right" aria-label={row.label}>
              <b>{row.value}</b>
              {row.detail && (
                <Text span c="dimmed" size="sm">
                  {' '}
                  · {row.detail}
                </Text>
              )}
            </Text>
          </Group>
        ))}
      </Stack>
    </Card>
  );
}
