import { z } from 'zod';
import {
  DEFAULT_REMINDER_HOURS,
  MAX_REMINDER_HOURS,
  DEFAULT_DEPOSIT_REMINDER_DAYS,
  MAX_CHASE_DAYS,
  DEFAULT_HEALED_PHOTO_WEEKS,
  MAX_HEALED_PHOTO_WEEKS,
  MAX_AFTERCARE_TEXT,
  type ReminderSettings,
} from './reminder-defaults';

const HOURS_MESSAGE = `Reminder hours must be a whole number from 1 to ${MAX_REMINDER_HOURS}.`;
const DAYS_MESSAGE = `Days must be a whole number from 1 to ${MAX_CHASE_DAYS}, or empty for never.`;
const WEEKS_MESSAGE = `Weeks must be a whole number from 1 to ${MAX_HEALED_PHOTO_WEEKS}, or empty for never.`;

const optionalText = (max: number, label: string) =>
  z
    .string({ error: `${label} must be text.` })
    .trim()
    .max(max, `${label} must be at most ${max} characters.`)
    .nullish()
    .transform((value) => (value ? value : null));

const wholeOrNever = (max: number, message: string, fallback: number | null) =>
  z
    .number({ error: message })
    .int(message)
    .min(1, message)
    .max(max, message)
    .nullable()
    .default(fallback);

/** PUT /api/profile/reminders. Fields added later default, so an older screen still saves. */
export const reminderSettingsRequestSchema = z.object({
  hoursBefore: z
    .number({ error: HOURS_MESSAGE })
    .int(HOURS_MESSAGE)
    .min(1, HOURS_MESSAGE)
    .max(MAX_REMINDER_HOURS, HOURS_MESSAGE),
  studioName: optionalText(100, 'Studio name'),
  studioAddress: optionalText(200, 'Studio address'),
  depositReminderDays: wholeOrNever(MAX_CHASE_DAYS, DAYS_MESSAGE, DEFAULT_DEPOSIT_REMINDER_DAYS),
  releaseUnpaidAfterDays: wholeOrNever(MAX_CHASE_DAYS, DAYS_MESSAGE, null),
  aftercare: z.boolean({ error: 'Aftercare must be on or off.' }).default(true),
  aftercareText: optionalText(MAX_AFTERCARE_TEXT, 'Aftercare text'),
  healedPhotoWeeks: wholeOrNever(MAX_HEALED_PHOTO_WEEKS, WEEKS_MESSAGE, DEFAULT_HEALED_PHOTO_WEEKS),
});

/** The stored settings when they still read as valid; the defaults otherwise. */
export function reminderSettingsOf(stored: unknown): ReminderSettings {
  const parsed = reminderSettingsRequestSchema.safeParse(stored);
  return parsed.success
    ? parsed.data
    : reminderSettingsRequestSchema.parse({
        hoursBefore: DEFAULT_REMINDER_HOURS,
        studioName: null,
        studioAddress: null,
      });
}
