import { useAuth } from '@/features/auth/use-auth';
import { CalendarPage } from '@/features/calendar/components/calendar-page';

export default function CalendarRoute() {
  const { user } = useAuth();
  return <CalendarPage timeZone={user?.timezone ?? 'UTC'} />;
}
