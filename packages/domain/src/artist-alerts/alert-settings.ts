import { z } from 'zod';
import { refusal } from '../refusal';
import { wallClockAt, toInstant, localDateKey } from '../clients/zoned-time';
import { ALERT_KINDS, type AlertKind } from './alert-kinds';

const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, refusal('ALERT_QUIET_HOURS_INVALID'));

const channelsSchema = z.object({ email: z.boolean(), push: z.boolean() });
export type AlertChannels = z.infer<typeof channelsSchema>;

/** PUT /api/settings/alerts: every kind's channels and the quiet hours (the artist's time zone). */
export const alertSettingsSchema = z.object({
  kinds: z.object(
    Object.fromEntries(ALERT_KINDS.map((k) => [k, channelsSchema])) as Record<
      AlertKind,
      typeof channelsSchema
    >,
  ),
  quietHours: z.object({ start: hhmm, end: hhmm }),
});
export type AlertSettings = z.infer<typeof alertSettingsSchema>;

/** By default every kind comes by e-mail, none by push (push needs the browser's permission). */
export const DEFAULT_ALERT_SETTINGS: AlertSettings = {
  kinds: Object.fromEntries(ALERT_KINDS.map((k) => [k, { email: true, push: false }])) as Record<
    AlertKind,
    AlertChannels
  >,
  quietHours: { start: '21:00', end: '08:00' },
};

/** GET /api/settings/alerts: the settings, the server's push key (null: no push) and devices. */
export interface ApiAlertSettings extends AlertSettings {
  pushKey: string | null;
  pushDevices: number;
}

/** POST /api/push-subscriptions: the browser's PushSubscription.toJSON(). */
export const pushSubscriptionSchema = z.object({
  /** https from a browser; the server also takes a local http push service on the stack. */
  endpoint: z.string().url(refusal('PUSH_SUBSCRIPTION_INVALID')).max(2000),
  keys: z.object({
    p256dh: z.string().min(1, refusal('PUSH_SUBSCRIPTION_INVALID')).max(200),
    auth: z.string().min(1, refusal('PUSH_SUBSCRIPTION_INVALID')).max(100),
  }),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

/** DELETE /api/push-subscriptions: this browser's endpoint. */
export const pushUnsubscribeSchema = z.object({ endpoint: z.string().min(1).max(2000) });

const minutesOf = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));

/**
 * When the quiet hours around `now` end, or null when `now` is outside them (or there are none:
 * start equals end). Read on the artist's wall clock, so a change of summer time is honoured.
 */
export function quietUntil(
  now: Date,
  quiet: AlertSettings['quietHours'],
  timeZone: string,
): Date | null {
  const [start, end] = [minutesOf(quiet.start), minutesOf(quiet.end)];
  if (start === end) return null;
  const w = wallClockAt(now, timeZone);
  const minute = w.hour * 60 + w.minute;
  const inside = start < end ? minute >= start && minute < end : minute >= start || minute < end;
  if (!inside) return null;
  // Over midnight and before it: the quiet ends tomorrow.
  const tomorrow = start > end && minute >= start;
  const day = tomorrow
    ? new Date(Date.UTC(w.year, w.month - 1, w.day + 1)).toISOString().slice(0, 10)
    : localDateKey(now, timeZone);
  return toInstant(`${day}T${quiet.end}`, timeZone);
}
