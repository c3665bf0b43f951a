import { useAuth } from '@/features/auth/use-auth';
import { SubscribeScreen } from '@/features/billing/components/subscribe-screen';

export default function SubscribeRoute() {
  const { user } = useAuth();
  return user ? <SubscribeScreen user={user} /> : null;
}
