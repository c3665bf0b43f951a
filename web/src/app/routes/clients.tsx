import type { QueryClient } from '@tanstack/react-query';
import { AppointmentActions } from '@/features/calendar/components/appointment-actions';
import { useAuth } from '@/features/auth/use-auth';
import { ClientsPage } from '@/features/clients/components/clients-page';
import { getEnhancedClientsQueryOptions } from '@/features/clients/api/get-enhanced-clients';

/** Client management, with the calendar's appointment dialogs for the Appointments tab. */
/** The client list: the screen's first query, started at page load. */
export const prefetchData = (queryClient: QueryClient) =>
  queryClient.prefetchQuery(getEnhancedClientsQueryOptions());

export default function ClientsRoute() {
  const { user } = useAuth();
  return <ClientsPage timeZone={user?.timezone ?? 'UTC'} AppointmentActions={AppointmentActions} />;
}
