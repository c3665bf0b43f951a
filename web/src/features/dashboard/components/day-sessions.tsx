import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { DashboardToday, TodaySession } from '@inkforge/domain';
import { paths } from '@/config/paths';
import { useStudioFormat } from '@/lib/studio-format';
import { SessionFlags } from './session-flags';

function SessionList({
  sessions,
  empty,
  zone,
}: {
  sessions: TodaySession[];
  empty: string;
  zone: string;
}) {
  const f = useStudioFormat();
  if (sessions.length === 0)
    return (
      <Text c="dimmed" size="sm">
        {empty}
      </Text>
    );
  return (
    <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
      {sessions.map((s) => (
        <Stack key={s.id} gap={2} component="li" data-testid="day-session">
          <Text size="sm">
            <b>{f.time(s.startsAt, { timeZone: zone })}</b> {s.clientName} · {s.title}
          </Text>
          <SessionFlags flags={s.flags} />
        </Stack>
      ))}
    </Stack>
  );
}

/** The rest of today and tomorrow, in time order. */
export function DaySessions({ day }: { day: DashboardToday }) {
  const f = useStudioFormat();
  return (
    <Card withBorder component="section" aria-labelledby="day-heading">
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h4" id="day-heading">
          Later today
        </Title>
        <Anchor component={Link} to={paths.calendar} size="sm" className="touch-target">
          Open calendar
        </Anchor>
      </Group>
      <SessionList
        sessions={day.restOfToday}
        empty="Nothing else booked today."
        zone={day.timeZone}
      />
      <Title order={3} size="h5" mt="md" mb="xs">
        Tomorrow
        {day.tomorrow[0] && (
          <Text span c="dimmed" fw={400} size="sm">
            {' '}
            · {f.day(day.tomorrow[0].localDate, { weekday: true })}
          </Text>
        )}
      </Title>
      <SessionList sessions={day.tomorrow} empty="Nothing booked tomorrow." zone={day.timeZone} />
    </Card>
  );
}
