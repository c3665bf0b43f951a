import type { QueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useAuth } from '@/features/auth/use-auth';
import { PaymentReturn } from '@/features/billing/components/payment-return';
import { TextsUsageLine } from '@/features/texts/components/texts-usage-line';
import { useBillingUser } from './use-billing-user';
import { getTodayQueryOptions } from '@/features/dashboard/api/get-today';

// The screen's body is a chunk of its own, asked for as soon as this small module runs: the
// day's query (below) starts without waiting for it, in parallel with /api/auth/me.
const overview = import('@/features/dashboard/components/dashboard-overview');
const DashboardOverview = lazy(() => overview.then((m) => ({ default: m.DashboardOverview })));

/** The day's sessions and figures: the dashboard's first query, started at page load. */
export const prefetchData = (queryClient: QueryClient) =>
  queryClient.prefetchQuery(getTodayQueryOptions());

export default function DashboardRoute() {
  const { user } = useAuth();
  const { fetchUser, restoreFromBackup } = useBillingUser();
  return (
    <>
      <PaymentReturn refreshUser={fetchUser} restoreFromBackup={restoreFromBackup} />
      <Suspense fallback={null}>
        {user && <DashboardOverview user={user} extra={<TextsUsageLine />} />}
      </Suspense>
    </>
  );
}
