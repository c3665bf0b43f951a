import { Badge, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { dayFlags } from '@inkforge/domain';
import { MedicalWarningBadge } from '@/components/medical-warning-badge';
import { useStudioFormat } from '@/lib/studio-format';
import { useTodayAppointments } from '../api/get-today';

// A line of text's height, held while the value loads.
const LINE = '\u00a0';

interface Props {
  timeZone: string;
  now: Date;
}

/** Beyond the spec, above its cards: today's appointments with what needs attention. */
export function TodayAppointments({ timeZone, now }: Props) {
  const today = useTodayAppointments(timeZone, now);
  const f = useStudioFormat();
  return (
    <Card withBorder component="section" aria-labelledby="today-heading">
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h4" id="today-heading">
          Today
        </Title>
        <Text component={Link} to="/calendar" size="sm" c="blue" className="touch-target">
          Open calendar
        </Text>
      </Group>
      {/* Exactly the empty day's height: the cards below do not move when it arrives. */}
      {today.isPending && (
        <Skeleton>
          <Text aria-hidden>{LINE}</Text>
        </Skeleton>
      )}
      {today.isError && <Text c="red">Failed to load today’s appointments.</Text>}
      {today.data?.length === 0 && <Text c="dimmed">No appointments today.</Text>}
      <Stack gap="xs">
        {today.data?.map((a) => {
          const flags = dayFlags(a);
          return (
            <Group key={a.id} justify="space-between" data-testid="today-appointment">
              <Text size="sm">
                <b>{f.time(a.appointmentDate, { timeZone })}</b> {a.title} · {a.clientName}
              </Text>
              <Group gap={4}>
                {flags.medicalWarning && <MedicalWarningBadge warning={flags.medicalWarning} />}
                {flags.intakeMissing && <Badge color="orange">Intake missing</Badge>}
                {flags.depositDue && <Badge color="yellow">Deposit due</Badge>}
              </Group>
            </Group>
          );
        })}
      </Stack>
    </Card>
  );
}
