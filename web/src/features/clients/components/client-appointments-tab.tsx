import { ActionIcon, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import {
  choiceLabel,
  depositStatusWords,
  type ApiAppointment,
  type ApiClient,
} from '@inkforge/domain';
import { IntakeBadges } from '@/components/intake-badges';
import { sessionRecordPath } from '@/config/paths';
import { useCalendar } from '@/lib/api/calendar';
import { useStudioFormat } from '@/lib/studio-format';
import type { AppointmentActionsComponent } from './appointment-actions';
import { AskDepositDialog } from './ask-deposit-dialog';
import { DepositOutcomeDialog } from './deposit-outcome-dialog';
import { EvidenceDownloadButton } from './evidence-download-button';
import { ScheduleAppointmentDialog } from './schedule-appointment-dialog';

interface Props {
  client: ApiClient;
  timeZone: string;
  AppointmentActions: AppointmentActionsComponent;
}

export function ClientAppointmentsTab({ client, timeZone, AppointmentActions }: Props) {
  const f = useStudioFormat();
  const [scheduling, setScheduling] = useState(false);
  const [editing, setEditing] = useState<ApiAppointment | null>(null);
  const [deleting, setDeleting] = useState<ApiAppointment | null>(null);
  const [deposit, setDeposit] = useState<ApiAppointment | null>(null);
  const [asking, setAsking] = useState<ApiAppointment | null>(null);
  const calendar = useCalendar();
  const days = new Map(calendar.data?.map((day) => [day.id, day]));
  const sorted = [...client.appointments].sort((a, b) =>
    a.appointmentDate.localeCompare(b.appointmentDate),
  );
  return (
    <Stack>
      <Group justify="flex-end">
        <Button size="xs" onClick={() => setScheduling(true)}>
          Schedule Appointment
        </Button>
      </Group>
      {sorted.length === 0 && <Text c="dimmed">No appointments yet.</Text>}
      {sorted.map((a) => (
        <Card key={a.id} withBorder padding="sm">
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
              <Text fw={600}>{a.title}</Text>
              <Text size="sm" c="dimmed">
                {f.dateTime(a.appointmentDate, { timeZone })} · {a.duration} min
              </Text>
              <Group gap="xs">
                <Badge variant="light">{choiceLabel(a.type)}</Badge>
                <Badge variant="outline">{choiceLabel(a.status)}</Badge>
                {a.confirmedBy === 'text' && (
                  <Badge color="teal" variant="light" style={{ textTransform: 'none' }}>
                    Confirmed by text
                  </Badge>
                )}
                {days.has(a.id) && <IntakeBadges appointment={days.get(a.id)!} />}
              </Group>
              {a.onlineDeposit && (
                <Text size="sm">
                  Deposit {f.moneyOf(a.onlineDeposit.amount)}: {depositStatusWords(a.onlineDeposit)}
                </Text>
              )}
              <Group mt={4}>
                <EvidenceDownloadButton subject="appointment" id={a.id} title={a.title} />
                {a.status !== 'cancelled' && a.status !== 'no_show' && (
                  <Button
                    component={Link}
                    to={sessionRecordPath(a.id)}
                    size="xs"
                    variant="light"
                    aria-label={`Record inks & needles for ${a.title}`}
                  >
                    Record inks &amp; needles
                  </Button>
                )}
                {a.onlineDeposit?.status === 'paid' && (
                  <Button
                    size="xs"
                    variant="light"
                    aria-label={`Deposit of ${a.title}`}
                    onClick={() => setDeposit(a)}
                  >
                    Deposit
                  </Button>
                )}
                {a.projectId && a.depositPaid === undefined && !a.onlineDeposit && (
                  <Button
                    size="xs"
                    variant="subtle"
                    aria-label={`Ask a deposit for ${a.title}`}
                    onClick={() => setAsking(a)}
                  >
                    Ask deposit
                  </Button>
                )}
              </Group>
            </Stack>
            <Group gap={4} wrap="nowrap">
              <ActionIcon
                variant="subtle"
                aria-label={`Edit ${a.title}`}
                onClick={() => setEditing(a)}
              >
                <IconPencil size={18} />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`Delete ${a.title}`}
                onClick={() => setDeleting(a)}
              >
                <IconTrash size={18} />
              </ActionIcon>
            </Group>
          </Group>
        </Card>
      ))}
      <AskDepositDialog appointment={asking} onClose={() => setAsking(null)} />
      <DepositOutcomeDialog
        appointment={deposit}
        others={client.appointments}
        onClose={() => setDeposit(null)}
      />
      <ScheduleAppointmentDialog
        client={scheduling ? client : null}
        onClose={() => setScheduling(false)}
      />
      <AppointmentActions
        editing={editing}
        deleting={deleting}
        onClose={() => {
          setEditing(null);
          setDeleting(null);
        }}
        onDecideDeposit={(a) => {
          setEditing(null);
          setDeleting(null);
          setDeposit(a);
        }}
      />
    </Stack>
  );
}
