import { useAuth } from '@/features/auth/use-auth';
import { DashboardOverview } from '@/features/dashboard/components/dashboard-overview';

export default function DashboardRoute() {
  const { user } = useAuth();
  return user ? <DashboardOverview user={user} /> : null;
}
