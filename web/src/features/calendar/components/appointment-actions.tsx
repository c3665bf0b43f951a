import type { ApiAppointment } from '@inkforge/domain';
import { DeleteAppointmentDialog } from './delete-appointment-dialog';
import { EditAppointmentDialog } from './edit-appointment-dialog';

interface Props {
  editing: ApiAppointment | null;
  deleting: ApiAppointment | null;
  onClose: () => void;
  /** Opens the screen's Deposit dialog for a deposit paid online. */
  onDecideDeposit?: (appointment: ApiAppointment) => void;
}

/** The Edit Appointment and delete dialogs, for screens outside the calendar (composed in routes). */
export function AppointmentActions({ editing, deleting, onClose, onDecideDeposit }: Props) {
  return (
    <>
      <EditAppointmentDialog
        appointment={editing}
        onClose={onClose}
        onDecideDeposit={onDecideDeposit}
      />
      <DeleteAppointmentDialog
        appointment={deleting}
        onClose={onClose}
        onDecideDeposit={onDecideDeposit}
      />
    </>
  );
}
