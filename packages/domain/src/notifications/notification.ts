import { z } from 'zod';

/**
 * What a notification is about: a finished or failed generation, money, a booking soon, a
 * request from the booking page, a slot released because its deposit was not paid, a deposit
 * paid or given back, an intake form signed, a design approved or sent back for changes, a client's mail that
 * bounced or was marked as spam.
 */
export const NOTIFICATION_KINDS = [
  'generation_completed',
  'generation_failed',
  'billing',
  'appointment_soon',
  'booking_request',
  'slot_released',
  'deposit',
  'intake_signed',
  'design_approved',
  'design_changes_requested',
  'mail_undelivered',
  /** Issue 49: a client moved or cancelled a booking from their own page. */
  'client_change',
  /** A client paid the balance on their page (issue 49). */
  'payment_received',
  /** Issue 44: a text the carrier could not deliver; it went by e-mail instead. */
  'text_undelivered',
  /** Issue 44: a client's text (a message, a C/YES confirmation, an R move request, STOP). */
  'text_received',
  /** Issue 46: a client answered the artist's questions on their reply page. */
  'questions_answered',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** How many the bell lists: the newest first. */
export const NOTIFICATIONS_SHOWN = 20;

/** An appointment starting within this many hours is announced in the bell. */
export const APPOINTMENT_SOON_HOURS = 24;

export const notificationSchema = z.object({
  id: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  title: z.string(),
  body: z.string(),
  /** A screen of the app that shows the subject (a path), or null. */
  link: z.string().nullable(),
  createdAt: z.string(),
  read: z.boolean(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** GET /api/notifications */
export const notificationsResponseSchema = z.object({
  notifications: z.array(notificationSchema),
  unreadCount: z.number().int().nonnegative(),
});
export type NotificationsResponse = z.infer<typeof notificationsResponseSchema>;

/** A notification's id as the bell received it: a Firestore document id, never a path. */
const notificationId = z
  .string()
  .min(1)
  .max(200)
  .regex(/^(?!\.\.?$)(?!__.*__$)[^/]+$/, 'Not a notification of yours.');

/** POST /api/notifications/read: the ones named, or all when `ids` is left out. */
export const markNotificationsReadSchema = z.object({
  ids: z.array(notificationId).max(100).optional(),
});
export type MarkNotificationsRead = z.infer<typeof markNotificationsReadSchema>;
