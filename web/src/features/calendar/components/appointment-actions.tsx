import type { ApiAppointment } from '@inkforge/domain';
import { DeleteAppointmentDialog } from './delete-appointment-dialog';
import { EditAppointmentDialog } from './edit-appointment-dialog';

interface Props {
  editing: ApiAppointment | null;
  deleting: ApiAppointment | null;
  onClose: () => void;
}

/** The Edit Appointment and delete dialogs, for screens outside the calendar (composed in routes). */
export function AppointmentActions({ editing, deleting, onClose }: Props) {
  return (
    <>
      <EditAppointmentDialog appointment={editing} onClose={onClose} />
      <DeleteAppointmentDialog appointment={deleting} onClose={onClose} />
    </>
  );
}
