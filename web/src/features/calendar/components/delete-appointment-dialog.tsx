import { Button, Group, Modal, Stack } from '@mantine/core';
import type { ApiAppointment } from '@inkforge/domain';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { errorMessage } from '@/lib/api-error';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useDeleteAppointment } from '../api/delete-appointment';
import { DecideDepositFirst, holdsOnlineDeposit } from './edit-appointment-dialog';

interface Props {
  appointment: ApiAppointment | null;
  onClose: () => void;
  onDecideDeposit?: (appointment: ApiAppointment) => void;
}

export function DeleteAppointmentDialog({ appointment, onClose, onDecideDeposit }: Props) {
  const remove = useDeleteAppointment();
  // A deposit the client paid online is decided first: deleting would lose its record.
  if (appointment && holdsOnlineDeposit(appointment)) {
    return (
      <Modal opened onClose={onClose} title="Delete Appointment">
        <Stack>
          <DecideDepositFirst appointment={appointment} onDecideDeposit={onDecideDeposit} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Close
            </Button>
          </Group>
        </Stack>
      </Modal>
    );
  }
  return (
    <ConfirmDialog
      opened={appointment !== null}
      title="Delete Appointment"
      message="Are you sure you want to delete this appointment? This cannot be undone."
      loading={remove.isPending}
      onClose={onClose}
      onConfirm={() => {
        if (!appointment) return;
        remove.mutate(appointment.id, {
          onSuccess: () => {
            notifySuccess('Success', 'Appointment deleted successfully.');
            onClose();
          },
          onError: (error) =>
            notifyError('Error', errorMessage(error, 'Failed to delete appointment.')),
        });
      }}
    />
  );
}
