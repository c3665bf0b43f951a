import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { AppointmentStatus, StudioFormatters } from '@inkforge/domain';
import { useId } from 'react';
import type { ApiPortalAppointment } from '@inkforge/domain';
import { AppointmentActions } from './appointment-actions';

interface Props {
  token: string;
  appointment: ApiPortalAppointment;
  artistName: string;
  f: StudioFormatters;
}

/** The appointment's state as a client says it. */
const STATUS_WORDS: Record<AppointmentStatus, { label: string; color: string }> = {
  scheduled: { label: 'Booked', color: 'green' },
  confirmed: { label: 'Confirmed', color: 'green' },
  in_progress: { label: 'In progress', color: 'blue' },
  completed: { label: 'Done', color: 'gray' },
  cancelled: { label: 'Cancelled', color: 'red' },
  no_show: { label: 'Missed', color: 'orange' },
};

/** "Tattoo session: Rose (10 cm, forearm)": the kind, then the design, size and placement. */
function whatOf(a: ApiPortalAppointment): string {
  const title = a.what.title || a.typeLabel;
  const details = [a.what.design, a.what.size, a.what.placement].filter(
    (detail): detail is string => !!detail && detail !== title,
  );
  const what = details.length > 0 ? `${title} (${details.join(', ')})` : title;
  // "Touch-up 2" already says what kind it is.
  return title.startsWith(a.typeLabel) ? what : `${a.typeLabel}: ${what}`;
}

/**
 * One appointment as the client reads it: when (the studio's zone and format), what for, its
 * state, the deposit in words and what is still due, then what the client may do with it.
 */
export function AppointmentCard({ token, appointment: a, artistName, f }: Props) {
  const headingId = useId();
  const status = STATUS_WORDS[a.status];
  return (
    <Paper withBorder p="md" radius="md" component="article" aria-labelledby={headingId}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={3} size="h4" id={headingId}>
            {f.dateTime(a.start, { weekday: true, timeZone: a.timezone })}
          </Title>
          <Badge color={status.color} variant="light" style={{ flexShrink: 0 }}>
            {status.label}
          </Badge>
        </Group>
        <Text>{whatOf(a)}</Text>
        {a.deposit && (
          <Text size="sm">
            Deposit {f.moneyOf(a.deposit.amount)}: {a.deposit.words}
          </Text>
        )}
        {a.balanceDue && a.balanceDue.cents > 0 && a.status !== 'cancelled' && (
          <Text size="sm" fw={600}>
            Still to pay: {f.moneyOf(a.balanceDue)}
          </Text>
        )}
        <AppointmentActions
          token={token}
          appointment={a}
          artistName={artistName}
          f={f}
          describedBy={headingId}
        />
      </Stack>
    </Paper>
  );
}
