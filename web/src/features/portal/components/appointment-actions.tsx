import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { StudioFormatters } from '@inkforge/domain';
import { useState } from 'react';
import { errorMessage } from '@/lib/api-error';
import { useStartBalanceCheckout } from '../api/start-balance-checkout';
import type { ApiPortalAppointment } from '@inkforge/domain';
import { CancelDialog } from './cancel-dialog';
import { MoveDialog } from './move-dialog';

interface Props {
  token: string;
  appointment: ApiPortalAppointment;
  artistName: string;
  f: StudioFormatters;
  /** The appointment's heading: the buttons say "Move", the reader hears which one. */
  describedBy: string;
}

/**
 * What the client may do with one appointment, as the artist's policy allows it today. Where
 * the policy says no, the API's sentence stands in the button's place, so the client reads why
 * (and whom to write to) rather than meeting a dead control.
 */
export function AppointmentActions({ token, appointment: a, artistName, f, describedBy }: Props) {
  const [dialog, setDialog] = useState<'move' | 'cancel' | null>(null);
  const checkout = useStartBalanceCheckout(token);
  const canMove = a.move?.allowed === true;
  const canCancel = a.cancel?.allowed === true;
  const canPay = a.balanceOnline === true && !!a.balanceDue && a.balanceDue.cents > 0;
  // Why a move or a cancel is not offered, each said once (the two often share the notice).
  const reasons = [
    a.move && !a.move.allowed ? a.move.reason : undefined,
    a.cancel && !a.cancel.allowed ? a.cancel.outcome : undefined,
  ].filter((reason, i, all): reason is string => !!reason && all.indexOf(reason) === i);
  if (!canMove && !canCancel && !canPay && reasons.length === 0) return null;
  const pay = () => checkout.mutate(a.id, { onSuccess: ({ url }) => window.location.assign(url) });
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
      <Group gap="xs">
        {canPay && a.balanceDue && (
          <Button onClick={pay} loading={checkout.isPending} aria-describedby={describedBy}>
            Pay the balance {f.moneyOf(a.balanceDue)}
          </Button>
        )}
        {canMove && (
          <Button
            variant="default"
            onClick={() => setDialog('move')}
            aria-describedby={describedBy}
          >
            Move
          </Button>
        )}
        {canCancel && (
          <Button
            variant="default"
            color="red"
            onClick={() => setDialog('cancel')}
            aria-describedby={describedBy}
          >
            Cancel
          </Button>
        )}
      </Group>
      {canMove && (
        <MoveDialog
          opened={dialog === 'move'}
          token={token}
          appointment={a}
          artistName={artistName}
          f={f}
          onClose={() => setDialog(null)}
        />
      )}
      {canCancel && (
        <CancelDialog
          opened={dialog === 'cancel'}
          token={token}
          appointment={a}
          f={f}
          onClose={() => setDialog(null)}
        />
      )}
    </Stack>
  );
}
