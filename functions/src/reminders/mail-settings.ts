import type { ReminderSettings } from '@inkforge/domain';
import type { MailDeps } from './deps';

/** GET /api/profile/reminders: the defaults (24 hours, no studio name or address) until set. */
export async function getReminderSettings(deps: MailDeps, uid: string): Promise<ReminderSettings> {
  return deps.outbox.settings(uid);
}

/** PUT /api/profile/reminders: applies to appointments booked or moved from now on. */
export async function setReminderSettings(
  deps: MailDeps,
  uid: string,
  settings: ReminderSettings,
): Promise<ReminderSettings> {
  await deps.outbox.saveSettings(uid, settings, deps.clock());
  return settings;
}
