import { useAuth } from '@/features/auth/use-auth';
import { CreditsScreen } from '@/features/billing/components/credits-screen';

export default function CreditsRoute() {
  const { user } = useAuth();
  return user ? <CreditsScreen user={user} /> : null;
}
