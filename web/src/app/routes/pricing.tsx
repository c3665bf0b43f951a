import { useAuth } from '@/features/auth/use-auth';
import { PricingScreen } from '@/features/billing/components/pricing-screen';

export default function PricingRoute() {
  const { user } = useAuth();
  return user ? <PricingScreen user={user} /> : null;
}
