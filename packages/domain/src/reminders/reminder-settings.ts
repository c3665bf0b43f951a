import { z } from 'zod';

/** Beyond the spec: how long before an appointment the client's reminder goes out. */
export const DEFAULT_REMINDER_HOURS = 24;
export const MAX_REMINDER_HOURS = 168;
/** Issue 27: the nudge for a deposit still unpaid, in days after it was asked for. */
export const DEFAULT_DEPOSIT_REMINDER_DAYS = 2;
export const MAX_CHASE_DAYS = 30;
/** Issue 27: weeks after a session before the client is asked for a photo of the healed tattoo. */
export const DEFAULT_HEALED_PHOTO_WEEKS = 6;
export const MAX_HEALED_PHOTO_WEEKS = 26;
export const MAX_AFTERCARE_TEXT = 4000;

/** What the aftercare e-mail says when the artist has not written their own. */
export const DEFAULT_AFTERCARE_TEXT = [
  'Keep the wrap on for the time we agreed, then wash the tattoo gently with clean hands, lukewarm water and a mild unscented soap, and pat it dry with a clean paper towel.',
  'Apply a thin layer of aftercare cream two or three times a day. Do not pick or scratch; peeling and itching are normal.',
  'For two to three weeks: no swimming, baths, saunas or tanning, and keep it out of the sun. Wear loose, clean clothing over it.',
  'If it becomes very red, hot, swollen or painful, or you get a fever, see a doctor and let us know.',
].join('\n\n');

/** What the booking e-mails say about the studio, when they go, and what they chase. */
export interface ReminderSettings {
  hoursBefore: number;
  /** Shown as the sender and in the text; the artist's display name when empty. */
  studioName: string | null;
  /** Where the appointment takes place; left out of the e-mails when empty. */
  studioAddress: string | null;
  /** Days after a deposit is asked for before an unpaid one is reminded; null: never. */
  depositReminderDays: number | null;
  /**
   * Days after that reminder before a slot whose deposit is still unpaid is released (the
   * appointment is cancelled and the client told); null: the artist decides themselves.
   */
  releaseUnpaidAfterDays: number | null;
  /** Whether clients get aftercare instructions when a session ends. */
  aftercare: boolean;
  /** The artist's aftercare instructions; the default text when empty. */
  aftercareText: string | null;
  /** Weeks after a session before the client gets a link to send a healed photo; null: never. */
  healedPhotoWeeks: number | null;
}

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
