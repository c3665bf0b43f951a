import { z } from 'zod';

/** Beyond the spec: how long before an appointment the client's reminder goes out. */
export const DEFAULT_REMINDER_HOURS = 24;
export const MAX_REMINDER_HOURS = 168;

/** What the booking e-mails say about the studio; the hours set when the reminder goes. */
export interface ReminderSettings {
  hoursBefore: number;
  /** Shown as the sender and in the text; the artist's display name when empty. */
  studioName: string | null;
  /** Where the appointment takes place; left out of the e-mails when empty. */
  studioAddress: string | null;
}

const HOURS_MESSAGE = `Reminder hours must be a whole number from 1 to ${MAX_REMINDER_HOURS}.`;

const optionalText = (max: number, label: string) =>
  z
    .string({ error: `${label} must be text.` })
    .trim()
    .max(max, `${label} must be at most ${max} characters.`)
    .nullish()
    .transform((value) => (value ? value : null));

/** PUT /api/profile/reminders. */
export const reminderSettingsRequestSchema = z.object({
  hoursBefore: z
    .number({ error: HOURS_MESSAGE })
    .int(HOURS_MESSAGE)
    .min(1, HOURS_MESSAGE)
    .max(MAX_REMINDER_HOURS, HOURS_MESSAGE),
  studioName: optionalText(100, 'Studio name'),
  studioAddress: optionalText(200, 'Studio address'),
});

/** The stored settings when they still read as valid; the defaults otherwise. */
export function reminderSettingsOf(stored: unknown): ReminderSettings {
  const parsed = reminderSettingsRequestSchema.safeParse(stored);
  return parsed.success
    ? parsed.data
    : { hoursBefore: DEFAULT_REMINDER_HOURS, studioName: null, studioAddress: null };
}
