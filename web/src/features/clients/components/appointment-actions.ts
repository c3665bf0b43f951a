import type { ComponentType } from 'react';
import type { ApiAppointment } from '@inkforge/domain';

/** The calendar's edit and delete dialogs, handed in by the route that composes both features. */
export type AppointmentActionsComponent = ComponentType<{
  editing: ApiAppointment | null;
  deleting: ApiAppointment | null;
  onClose: () => void;
  onDecideDeposit?: (appointment: ApiAppointment) => void;
}>;

/** Issue 45: the client's ink passports (from the ink records feature), composed by the route. */
export type InkPassportsComponent = ComponentType<{ clientId: string }>;
