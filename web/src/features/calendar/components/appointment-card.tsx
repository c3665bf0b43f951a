import { ActionIcon, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconBottle, IconClipboardHeart, IconPencil, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { choiceLabel, depositStatusWords, type CalendarAppointment } from '@inkforge/domain';
import { IntakeBadges } from '@/components/intake-badges';
import { sessionRecordPath } from '@/config/paths';
import { useStudioFormat } from '@/lib/studio-format';
import { AppointmentMailStatus } from './appointment-mail-status';
import { FlashStencilButton } from './flash-stencil-button';

interface Props {
  appointment: CalendarAppointment;
  timeZone: string;
  onEdit: () => void;
  onDelete: () => void;
  onIntake: () => void;
}

export function AppointmentCard({ appointment: a, timeZone, onEdit, onDelete, onIntake }: Props) {
  const f = useStudioFormat();
  return (
    <Card withBorder padding="sm" data-testid="calendar-appointment">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          <Group gap="xs">
            <Text fw={600}>{f.time(a.appointmentDate, { timeZone })}</Text>
            <Text fw={600}>{a.title}</Text>
          </Group>
          <Text size="sm" c="dimmed">
            {a.clientName}
            {a.projectTitle ? ` · ${a.projectTitle}` : ''} · {a.duration} min
            {a.price !== undefined ? ` · ${f.amount(a.price)}` : ''}
          </Text>
          {a.depositPaid !== undefined && (
            <Text size="sm" data-testid="deposit-line">
              {a.depositOutcome === 'refunded'
                ? `Deposit refunded: ${f.amount(a.deposit ?? 0)}`
                : `Deposit paid: ${f.amount(a.depositPaid)}`}
              {a.depositOutcome === 'kept' ? ' (kept)' : ''}
              {a.balanceDue !== undefined ? ` · Balance due: ${f.amount(a.balanceDue)}` : ''}
            </Text>
          )}
          {a.onlineDeposit?.status === 'requested' && (
            // The default text colour: orange read at 3.9:1 on white (axe, serious).
            <Text size="sm" data-testid="deposit-requested">
              Deposit requested online: {f.moneyOf(a.onlineDeposit.amount)} ·{' '}
              <Text span fw={700} inherit>
                not paid yet
              </Text>
            </Text>
          )}
          {a.onlineDeposit && a.onlineDeposit.status !== 'requested' && (
            <Text size="sm" data-testid="deposit-online">
              Deposit {f.moneyOf(a.onlineDeposit.amount)}: {depositStatusWords(a.onlineDeposit)}
            </Text>
          )}
          {a.depositPaid === undefined && a.balanceDue !== undefined && (
            <Text size="sm">Balance due: {f.amount(a.balanceDue)}</Text>
          )}
          <Group gap="xs">
            <IntakeBadges appointment={a} />
            {a.designApproval && (
              <Badge color="teal" variant="light" style={{ textTransform: 'none' }}>
                Design approved by {a.designApproval.approvedBy}
              </Badge>
            )}
            {a.outsideWorkingHours && (
              <Badge color="orange" variant="outline">
                Outside working hours
              </Badge>
            )}
            <Badge variant="light">{choiceLabel(a.type)}</Badge>
            <Badge variant="outline">{choiceLabel(a.status)}</Badge>
            {a.confirmedBy === 'text' && (
              // Words, not a colour: the client answered C or YES to the reminder (issue 44).
              <Badge
                color="teal"
                variant="light"
                style={{ textTransform: 'none' }}
                data-testid="confirmed-by-text"
              >
                Confirmed by text
              </Badge>
            )}
          </Group>
          {a.status !== 'cancelled' && a.status !== 'no_show' && (
            // Issue 45: what went into the client's skin, recorded on the session's own screen.
            <Button
              component={Link}
              to={sessionRecordPath(a.id)}
              size="xs"
              variant="light"
              leftSection={<IconBottle size={16} />}
              style={{ alignSelf: 'flex-start' }}
              aria-label={`Record inks & needles for ${a.title}`}
            >
              Record inks &amp; needles
            </Button>
          )}
          {a.flash && <FlashStencilButton appointmentId={a.id} sizeCm={a.flash.sizeCm} />}
          <AppointmentMailStatus
            appointmentId={a.id}
            start={a.appointmentDate}
            timeZone={timeZone}
          />
        </Stack>
        <Group gap={4} wrap="nowrap">
          <ActionIcon variant="subtle" aria-label={`Intake form for ${a.title}`} onClick={onIntake}>
            <IconClipboardHeart size={18} />
          </ActionIcon>
          <ActionIcon variant="subtle" aria-label={`Edit ${a.title}`} onClick={onEdit}>
            <IconPencil size={18} />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={`Delete ${a.title}`}
            onClick={onDelete}
          >
            <IconTrash size={18} />
          </ActionIcon>
        </Group>
      </Group>
    </Card>
  );
}
