import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { StudioFormatters } from '@inkforge/domain';
import { useState } from 'react';
import { errorMessage } from '@/lib/api-error';
import { useStartBalanceCheckout } from '../api/start-balance-checkout';
import type { ApiPortalAppointment } from '../api/provisional-types';
import { CancelDialog } from './cancel-dialog';
import { MoveDialog } from './move-dialog';

interface Props {
  token: string;
  appointment: ApiPortalAppointment;
  artistName: string;
  f: StudioFormatters;
}

/**
 * What the client may do with one appointment, as the artist's policy allows it today. Where
 * the policy says no, the API's sentence stands in the button's place, so the client reads why
 * (and whom to write to) rather than meeting a dead control.
 */
export function AppointmentActions({ token, appointment: a, artistName, f }: Props) {
  const [dialog, setDialog] = useState<'move' | 'cancel' | null>(null);
  const checkout = useStartBalanceCheckout(token);
  const reasons = [a.move, a.cancel]
    .map((rule) => (!rule.allowed ? rule.reason : null))
    .filter((reason, i, all): reason is string => !!reason && all.indexOf(reason) === i);
  const buttons = a.move.allowed || a.cancel.allowed || a.payBalance.allowed;
  if (!buttons && reasons.length === 0) return null;
  const pay = () =>
    checkout.mutate(a.id, { onSuccess: ({ url }) => window.location.assign(url) });
  return (
    <Stack gap="xs">
      {reasons.map((reason) => (
        <Text key={reason} size="sm" c="dimmed">
          {reason}
        </Text>
      ))}
      {checkout.isError && (
        <Alert color="red" role="alert">
          {errorMessage(checkout.error, 'The payment could not be started. Please try again.')}
        </Alert>
      )}
      {buttons && (
        <Group gap="xs">
          {a.payBalance.allowed && a.balanceDue && (
            <Button onClick={pay} loading={checkout.isPending}>
              Pay the balance {f.moneyOf(a.balanceDue)}
            </Button>
          )}
          {a.move.allowed && (
            <Button variant="default" onClick={() => setDialog('move')}>
              Move
            </Button>
          )}
          {a.cancel.allowed && (
            <Button variant="default" color="red" onClick={() => setDialog('cancel')}>
              Cancel
            </Button>
          )}
        </Group>
      )}
      <MoveDialog
        opened={dialog === 'move'}
        token={token}
        appointment={a}
        artistName={artistName}
        f={f}
        onClose={() => setDialog(null)}
      />
      <CancelDialog
        opened={dialog === 'cancel'}
        token={token}
        appointment={a}
        f={f}
        onClose={() => setDialog(null)}
      />
    </Stack>
  );
}
