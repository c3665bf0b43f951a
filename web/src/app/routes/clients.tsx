import type { QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, type ComponentProps } from 'react';
import { useAuth } from '@/features/auth/use-auth';
import { getEnhancedClientsQueryOptions } from '@/features/clients/api/get-enhanced-clients';
import { ClientsScreen } from '@/features/clients/components/clients-screen';
import { ClientInkPassports } from '@/features/ink-records/components/client-ink-passports';

/** The client list: the screen's first query, started at page load. */
export const prefetchData = (queryClient: QueryClient) =>
  queryClient.prefetchQuery(getEnhancedClientsQueryOptions());

// The calendar's appointment dialogs open from a client's Appointments tab: they download when
// that tab first shows, not with the list.
const CalendarActions = lazy(() =>
  import('@/features/calendar/components/appointment-actions').then((m) => ({
    default: m.AppointmentActions,
  })),
);

function AppointmentActions(props: ComponentProps<typeof CalendarActions>) {
  return (
    <Suspense fallback={null}>
      <CalendarActions {...props} />
    </Suspense>
  );
}

// The texts thread (issue 44) downloads when a client's Messages tab first shows.
const TextsThread = lazy(() =>
  import('@/features/texts/components/client-messages').then((m) => ({
    default: m.ClientMessages,
  })),
);

function Messages(props: ComponentProps<typeof TextsThread>) {
  return (
    <Suspense fallback={null}>
      <TextsThread {...props} />
    </Suspense>
  );
}

/**
 * Client management, with the calendar's appointment dialogs for the Appointments tab and the
 * texts thread for the Messages tab.
 */
export default function ClientsRoute() {
  const { user } = useAuth();
  return (
    <ClientsScreen
      timeZone={user?.timezone ?? 'UTC'}
      AppointmentActions={AppointmentActions}
      Messages={Messages}
      InkPassports={ClientInkPassports}
    />
  );
}
