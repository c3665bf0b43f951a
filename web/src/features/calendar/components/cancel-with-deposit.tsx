import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { REFUND_WAITING_WORDS, type ApiAppointment } from '@inkforge/domain';
import { useState } from 'react';
import { errorMessage } from '@/lib/api-error';
import { notifySuccess } from '@/lib/notify';
import { useStudioFormat } from '@/lib/studio-format';
import { useCancelWithDeposit, type CancelWithDepositChoice } from '../api/cancel-with-deposit';

const DONE: Record<CancelWithDepositChoice, string> = {
  refund: 'The appointment is cancelled and the deposit refunded through Stripe.',
  keep: 'The appointment is cancelled and the deposit kept.',
};

/**
 * Cancelling a visit whose deposit was paid online, right where it is cancelled: refund it
 * (asked once more: money leaves the artist's account) or keep it as a late cancel. Moving or
 * carrying it stays in the Deposit dialog, where the screen has one.
 */
export function CancelWithDeposit({
  appointment,
  onDone,
  onDecideDeposit,
}: {
  appointment: ApiAppointment;
  onDone: () => void;
  onDecideDeposit: ((a: ApiAppointment) => void) | undefined;
}) {
  const f = useStudioFormat();
  const cancel = useCancelWithDeposit(appointment.id);
  const [confirmingRefund, setConfirmingRefund] = useState(false);
  const amount = appointment.onlineDeposit ? f.moneyOf(appointment.onlineDeposit.amount) : '';

  const run = (choice: CancelWithDepositChoice) =>
    cancel.mutate(choice, {
      onSuccess: (answer) => {
        const waiting = answer.status === 'refunding' && answer.refund?.status === 'pending';
        notifySuccess(
          'Appointment Cancelled',
          waiting
            ? `The appointment is cancelled. ${REFUND_WAITING_WORDS}: Stripe makes it once your balance covers it, and the client is told then.`
            : DONE[choice],
        );
        onDone();
      },
    });

  return (
    <Alert color="yellow" title="Cancel with the deposit paid online" role="alert">
      <Stack gap="xs">
        <Text size="sm">
          The client paid {amount} online. Cancel the appointment and, in the same step, refund the
          deposit through Stripe or keep it (cancelled too late). The client is e-mailed.
        </Text>
        {cancel.isError && (
          <Text size="sm" c="red">
            {errorMessage(cancel.error, 'The appointment could not be cancelled.')}
          </Text>
        )}
        {confirmingRefund ? (
          <Stack gap="xs">
            <Text size="sm" fw={500}>
              Refund {amount} and cancel? Stripe takes it from your account; this cannot be undone.
            </Text>
            <Group gap="xs">
              <Button size="xs" variant="default" onClick={() => setConfirmingRefund(false)}>
                Back
              </Button>
              <Button
                size="xs"
                color="red"
                loading={cancel.isPending}
                onClick={() => run('refund')}
              >
                Refund {amount} and cancel
              </Button>
            </Group>
          </Stack>
        ) : (
          <Group gap="xs">
            <Button size="xs" onClick={() => setConfirmingRefund(true)}>
              Cancel and refund
            </Button>
            <Button
              size="xs"
              variant="light"
              loading={cancel.isPending}
              onClick={() => run('keep')}
            >
              Cancel and keep it
            </Button>
            {onDecideDeposit && (
              <Button size="xs" variant="subtle" onClick={() => onDecideDeposit(appointment)}>
                Move or carry it instead
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </Alert>
  );
}
