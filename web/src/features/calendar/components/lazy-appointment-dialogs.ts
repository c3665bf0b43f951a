import type { ComponentProps } from 'react';
import { lazyDialog } from '@/lib/lazy-dialog';
import type { DeleteAppointmentDialog as DeleteAppointment } from './delete-appointment-dialog';
import type { EditAppointmentDialog as EditAppointment } from './edit-appointment-dialog';
import type { IntakeDialog as Intake } from './intake-dialog';

// The calendar downloads its appointment dialogs (the edit form's number inputs, selects and
// popovers, the intake form) when one first opens, not with the calendar.

export const EditAppointmentDialog = lazyDialog(
  () => import('./edit-appointment-dialog').then((m) => m.EditAppointmentDialog),
  (props: ComponentProps<typeof EditAppointment>) => props.appointment !== null,
  (props) => ({ ...props, appointment: null }),
);

export const DeleteAppointmentDialog = lazyDialog(
  () => import('./delete-appointment-dialog').then((m) => m.DeleteAppointmentDialog),
  (props: ComponentProps<typeof DeleteAppointment>) => props.appointment !== null,
  (props) => ({ ...props, appointment: null }),
);

export const IntakeDialog = lazyDialog(
  () => import('./intake-dialog').then((m) => m.IntakeDialog),
  (props: ComponentProps<typeof Intake>) => props.opened,
  (props) => ({ ...props, opened: false }),
);
