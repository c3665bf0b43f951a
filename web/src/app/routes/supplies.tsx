import { useAuth } from '@/features/auth/use-auth';
import { SuppliesScreen } from '@/features/ink-records/components/supplies-screen';

/** /supplies: the shelf of inks and needles, the sterilisation log, the inspector's report. */
export default function SuppliesRoute() {
  const { user } = useAuth();
  return <SuppliesScreen timeZone={user?.timezone ?? 'UTC'} />;
}
