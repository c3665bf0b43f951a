import { Card, Group, Image, Stack, Text, Title } from '@mantine/core';
import type { DashboardToday, TodaySession } from '@inkforge/domain';
import { useStudioFormat } from '@/lib/studio-format';
import { PrintStencilButton } from './print-stencil-button';
import { SessionFlags } from './session-flags';

interface Props {
  session: TodaySession;
  day: Pick<DashboardToday, 'today' | 'timeZone'>;
}

/**
 * The first thing on the screen: when, who, what, the design and what it still needs, with
 * the stencil one tap away. Sized to sit in a 390-px phone's first screen under the header.
 */
export function NextSessionCard({ session, day }: Props) {
  const f = useStudioFormat();
  const when = `${f.time(session.startsAt, { timeZone: day.timeZone })}–${f.time(session.endsAt, {
    timeZone: day.timeZone,
  })}`;
  const onDay =
    session.localDate === day.today ? 'Today' : f.day(session.localDate, { weekday: true });
  return (
    <Card withBorder component="section" aria-labelledby="next-session-heading" padding="md">
      <Title order={2} size="h5" c="dimmed" id="next-session-heading" mb={4}>
        Next session
      </Title>
      <Group align="flex-start" wrap="nowrap" gap="md">
        {session.thumbnailUrl && (
          <Image
            src={session.thumbnailUrl}
            alt={`Design: ${session.title}`}
            w={80}
            h={80}
            radius="sm"
            fit="contain"
          />
        )}
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={700} fz="xl" data-testid="next-session-time">
            {onDay} · {when}
          </Text>
          <Text fw={600} fz="lg" data-testid="next-session-client">
            {session.clientName}
          </Text>
          <Text c="dimmed" truncate>
            {session.title}
          </Text>
        </Stack>
      </Group>
      <Stack gap="sm" mt="sm">
        <SessionFlags flags={session.flags} />
        {session.stencil && (
          <PrintStencilButton
            appointmentId={session.id}
            sizeCm={session.stencil.sizeCm}
            clientName={session.clientName}
          />
        )}
      </Stack>
    </Card>
  );
}
