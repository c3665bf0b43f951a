import type { QueryClient } from '@tanstack/react-query';
import { useAuth } from '@/features/auth/use-auth';
import { PaymentReturn } from '@/features/billing/components/payment-return';
import { DashboardOverview } from '@/features/dashboard/components/dashboard-overview';
import { TextsUsageLine } from '@/features/texts/components/texts-usage-line';
import { useBillingUser } from './use-billing-user';
import { getDashboardStatsQueryOptions } from '@/features/dashboard/api/get-dashboard-stats';

/** The stat cards' numbers: the dashboard's first query, started at page load. */
export const prefetchData = (queryClient: QueryClient) =>
  queryClient.prefetchQuery(getDashboardStatsQueryOptions());

export default function DashboardRoute() {
  const { user } = useAuth();
  const { fetchUser, restoreFromBackup } = useBillingUser();
  return (
    <>
      <PaymentReturn refreshUser={fetchUser} restoreFromBackup={restoreFromBackup} />
      {user && <DashboardOverview user={user} extra={<TextsUsageLine />} />}
    </>
  );
}
