import { useAuth } from '@/features/auth/use-auth';
import { PaymentReturn } from '@/features/billing/components/payment-return';
import { DashboardOverview } from '@/features/dashboard/components/dashboard-overview';
import { useBillingUser } from './use-billing-user';

export default function DashboardRoute() {
  const { user } = useAuth();
  const { fetchUser, restoreFromBackup } = useBillingUser();
  return (
    <>
      <PaymentReturn refreshUser={fetchUser} restoreFromBackup={restoreFromBackup} />
      {user && <DashboardOverview user={user} />}
    </>
  );
}
