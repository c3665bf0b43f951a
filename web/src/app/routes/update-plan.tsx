import { useAuth } from '@/features/auth/use-auth';
import { UpdatePlanScreen } from '@/features/billing/components/update-plan-screen';
import { useBillingUser } from './use-billing-user';

export default function UpdatePlanRoute() {
  const { user } = useAuth();
  const { refreshUser } = useBillingUser();
  return user ? <UpdatePlanScreen user={user} refreshUser={refreshUser} /> : null;
}
