import {
  APPOINTMENT_SOON_HOURS,
  localDateKey,
  longDateHeading,
  timeOfDay,
  type NotificationsResponse,
} from '@inkforge/domain';
import type { StoredAppointment } from '../clients';
import type { NotificationsDeps } from './deps';
import type { NewNotification } from './notifications.repository';

const ENDED = new Set(['cancelled', 'completed', 'no_show']);

function appointmentSoon(a: StoredAppointment): NewNotification {
  const day = longDateHeading(localDateKey(a.appointmentDate, a.timezone));
  return {
    kind: 'appointment_soon',
    title: 'Appointment coming up',
    body: `${a.title}: ${day} at ${timeOfDay(a.appointmentDate, a.timezone)}`,
    link: '/calendar',
  };
}

/**
 * The bell's list, newest first, with the unread count. An appointment starting within a day is
 * announced here, once per start time (a moved appointment is announced again), so the bell
 * works the same on a laptop and in production without a schedule of its own.
 */
export async function listNotifications(
  deps: NotificationsDeps,
  uid: string,
): Promise<NotificationsResponse> {
  const now = deps.clock();
  const until = new Date(now.getTime() + APPOINTMENT_SOON_HOURS * 3_600_000);
  const soon = await deps.studio.appointmentsStarting(uid, now, until);
  await deps.notifications.createMissing(
    uid,
    soon
      .filter((a) => !ENDED.has(a.status))
      .map((a) => ({
        id: `appointment-${a.id}-${a.appointmentDate.getTime()}`,
        notification: appointmentSoon(a),
      })),
    now,
  );
  return deps.notifications.list(uid);
}
