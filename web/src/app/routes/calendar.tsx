import { useAuth } from '@/features/auth/use-auth';
import { CalendarScreen } from '@/features/calendar/components/calendar-screen';

export default function CalendarRoute() {
  const { user } = useAuth();
  return <CalendarScreen timeZone={user?.timezone ?? 'UTC'} />;
}
