import { AppointmentActions } from '@/features/calendar/components/appointment-actions';
import { useAuth } from '@/features/auth/use-auth';
import { ClientsScreen } from '@/features/clients/components/clients-screen';

/** Client management, with the calendar's appointment dialogs for the Appointments tab. */
export default function ClientsRoute() {
  const { user } = useAuth();
  return (
    <ClientsScreen timeZone={user?.timezone ?? 'UTC'} AppointmentActions={AppointmentActions} />
  );
}
