import { AppointmentActions } from '@/features/calendar/components/appointment-actions';
import { useAuth } from '@/features/auth/use-auth';
import { ClientsPage } from '@/features/clients/components/clients-page';

/** Client management, with the calendar's appointment dialogs for the Appointments tab. */
export default function ClientsRoute() {
  const { user } = useAuth();
  return <ClientsPage timeZone={user?.timezone ?? 'UTC'} AppointmentActions={AppointmentActions} />;
}
