import type { ApiAppointment } from '@inkforge/domain';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { errorMessage } from '@/lib/api-error';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useDeleteAppointment } from '../api/delete-appointment';

interface Props {
  appointment: ApiAppointment | null;
  onClose: () => void;
}

export function DeleteAppointmentDialog({ appointment, onClose }: Props) {
  const remove = useDeleteAppointment();
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
