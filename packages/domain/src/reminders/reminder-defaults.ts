// The reminder settings' limits and defaults, apart from their schema: the screen that shows
// them needs these, not the validation library.

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
