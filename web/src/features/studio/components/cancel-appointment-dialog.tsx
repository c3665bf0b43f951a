import { Alert, Radio, Stack } from '@mantine/core';
import type { ApiStudioCalendarEntry, DepositOutcome } from '@inkforge/domain';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { apiErrorCode, errorMessage } from '@/lib/api-error';
import { notifySuccess } from '@/lib/notify';
import { useCancelStudioAppointment } from '../api/cancel-studio-appointment';

interface Props {
  studioId: string;
  entry: ApiStudioCalendarEntry;
  onClose: () => void;
}

/**
 * Cancels after asking. When a deposit is held the server asks what becomes of it; the choice
 * then appears here, and the cancel is sent again with it.
 */
export function CancelAppointmentDialog({ studioId, entry, onClose }: Props) {
  const cancel = useCancelStudioAppointment();
  const [outcome, setOutcome] = useState<DepositOutcome | null>(null);
  const [asksOutcome, setAsksOutcome] = useState(false);
  const needsOutcome = apiErrorCode(cancel.error) === 'DEPOSIT_OUTCOME_REQUIRED';

  const confirm = () =>
    cancel.mutate(
      {
        studioId,
        artistUid: entry.artistUid,
        appointmentId: entry.id,
        ...(outcome ? { depositOutcome: outcome } : {}),
      },
      {
        onSuccess: () => {
          notifySuccess(
            'Appointment cancelled',
            `${entry.title} with ${entry.artistName} is cancelled.`,
          );
          onClose();
        },
        onError: (error) => {
          if (apiErrorCode(error) === 'DEPOSIT_OUTCOME_REQUIRED') setAsksOutcome(true);
        },
      },
    );

  return (
    <ConfirmDialog
      opened
      onClose={onClose}
      title="Cancel this appointment?"
      message={
        <>
          {entry.localDate} {entry.localTime} · {entry.title} · {entry.clientName} with{' '}
          {entry.artistName}
        </>
      }
      cancelLabel="Keep it"
      confirmLabel="Cancel appointment"
      loading={cancel.isPending}
      confirmDisabled={asksOutcome && !outcome}
      onConfirm={confirm}
    >
      {asksOutcome && (
        <Radio.Group
          label="The client paid a deposit"
          value={outcome ?? ''}
          onChange={(v) => setOutcome(v === 'kept' || v === 'refunded' ? v : null)}
        >
          <Stack gap={6} mt={4}>
            <Radio value="kept" label="Keep the deposit" />
            <Radio value="refunded" label="Refund the deposit" />
          </Stack>
        </Radio.Group>
      )}
      {cancel.isError && !needsOutcome && (
        <Alert color="red" role="alert">
          {errorMessage(cancel.error, 'The appointment could not be cancelled.')}
        </Alert>
      )}
    </ConfirmDialog>
  );
}
