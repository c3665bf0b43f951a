import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { StudioFormatters } from '@inkforge/domain';
import { useId } from 'react';
import type { ApiPortalAppointment } from '../api/provisional-types';
import { AppointmentActions } from './appointment-actions';

interface Props {
  token: string;
  appointment: ApiPortalAppointment;
  artistName: string;
  f: StudioFormatters;
}

const STATUS_WORDS: Record<ApiPortalAppointment['status'], { label: string; color: string }> = {
  scheduled: { label: 'Booked', color: 'green' },
  completed: { label: 'Done', color: 'gray' },
  cancelled: { label: 'Cancelled', color: 'red' },
  'no-show': { label: 'Missed', color: 'orange' },
};

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
            {f.dateTime(a.start, { weekday: true })}
          </Title>
          <Badge color={status.color} variant="light" style={{ flexShrink: 0 }}>
            {status.label}
          </Badge>
        </Group>
        <Text>{a.what}</Text>
        {a.deposit && (
          <Text size="sm">
            Deposit {f.moneyOf(a.deposit.amount)}: {a.deposit.status}
          </Text>
        )}
        {a.balanceDue && a.balanceDue.cents > 0 && (
          <Text size="sm" fw={600}>
            Still to pay: {f.moneyOf(a.balanceDue)}
          </Text>
        )}
        <AppointmentActions token={token} appointment={a} artistName={artistName} f={f} />
      </Stack>
    </Paper>
  );
}
