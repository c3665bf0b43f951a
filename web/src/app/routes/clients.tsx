import type { QueryClient } from '@tanstack/react-query';
import { AppointmentActions } from '@/features/calendar/components/appointment-actions';
import { useAuth } from '@/features/auth/use-auth';
import { getEnhancedClientsQueryOptions } from '@/features/clients/api/get-enhanced-clients';
import { ClientsScreen } from '@/features/clients/components/clients-screen';

/** The client list: the screen's first query, started at page load. */
export const prefetchData = (queryClient: QueryClient) =>
  queryClient.prefetchQuery(getEnhancedClientsQueryOptions());

/** Client management, with the calendar's appointment dialogs for the Appointments tab. */
export default function ClientsRoute() {
  const { user } = useAuth();
  return (
    <ClientsScreen timeZone={user?.timezone ?? 'UTC'} AppointmentActions={AppointmentActions} />
  );
}
