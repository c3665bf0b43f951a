import { localDateTimeInput, wallClockAt } from '@inkforge/domain';
import { expect } from 'vitest';
import type { Firestore } from '../../src/adapters/firebase/firebase';
import { createSmtpTransport } from '../../src/adapters/nodemailer/mail-transport';
import { createTextProvider } from '../../src/adapters/twilio';
import { loadConfig } from '../../src/config';
import { silentLogger } from '../../src/logger';
import { createTextDeps, sendDueTexts, TEXT_SWEEP_BATCH } from '../../src/texts';

type TextDeps = ReturnType<typeof createTextDeps>;
import type { Artist } from './artist';

const TWIN = process.env.INKFORGE_SMS_TWIN_URL;
if (!TWIN) throw new Error('INKFORGE_SMS_TWIN_URL is not set: start the local stack first.');
/** The stack's SMS twin (Twilio's stand-in) and its REST API. */
export const SMS_TWIN: string = TWIN;

export interface TwinText {
  sid: string;
  to: string;
  from: string;
  body: string;
  status: string;
  at: string;
}

/** What the twin keeps as sent to one number, oldest first. */
export async function textsTo(phone: string): Promise<TwinText[]> {
  const res = await fetch(`${SMS_TWIN}/api/messages`);
  expect(res.status).toBe(200);
  const all = (await res.json()) as TwinText[];
  return all.filter((m) => m.to === phone).reverse();
}

/** Tells the twin to report every text to this number as undelivered (30003). */
export async function failNumber(phone: string): Promise<void> {
  const res = await fetch(`${SMS_TWIN}/api/numbers/${encodeURIComponent(phone)}/fail`, {
    method: 'POST',
  });
  expect(res.status).toBeLessThan(300);
}

/** A fresh mobile number for one test (UK range kept for drama, 07700 900xxx). */
export const freshPhone = () =>
  `+447700${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`;

/** The texts area's deps against the stack (the twin, the mail catcher) at a chosen time. */
export function textDepsAt(db: Firestore, now: () => Date): TextDeps {
  const config = loadConfig();
  return createTextDeps({
    db,
    texts: createTextProvider(config.texts),
    mail: createSmtpTransport(config.mail),
    appOrigin: config.appOrigin,
    clock: now,
    logger: silentLogger,
  });
}

/** The scheduled text sender, in-process against the stack, at a chosen time. */
export async function sweepTextsAt(db: Firestore, now: Date) {
  for (;;) {
    const summary = await sendDueTexts(textDepsAt(db, () => now));
    const taken = Object.values(summary).reduce((a, b) => a + (b ?? 0), 0);
    if (taken < TEXT_SWEEP_BATCH) return summary;
  }
}

/** Texts on, a studio name, and a client who agreed to texts and has an e-mail address. */
export async function textingStudio(
  artist: Artist,
  db: Firestore,
  options: { phone: string; email: string; settings?: object },
) {
  expect(
    (
      await artist.call('put', '/api/profile/reminders', {
        hoursBefore: 24,
        studioName: 'Black Lotus Tattoo',
        studioAddress: null,
        depositReminderDays: null,
        aftercare: false,
        healedPhotoWeeks: null,
      })
    ).status,
  ).toBe(200);
  const settings = await artist.call('put', '/api/settings/texts', {
    enabled: true,
    ...options.settings,
  });
  expect(settings.status).toBe(200);
  const { body: client } = await artist.call('post', '/api/clients/enhanced', {
    name: 'Ada Lovelace',
    email: options.email,
  });
  // The phone and consent as the booking form records them (s44-replies' fields).
  await db.doc(`users/${artist.uid}/clients/${client.id}`).update({
    phone: options.phone,
    smsConsent: { given: true, at: new Date(), source: 'artist', words: 'Told the artist' },
  });
  return client as { id: string };
}

/** Books a session at `start` in `zone` through the API. */
export async function bookAt(artist: Artist, clientId: string, start: Date, zone: string) {
  const res = await artist.call('post', '/api/appointments', {
    clientId,
    title: 'Koi sleeve, session 2',
    appointmentDate: localDateTimeInput(start, zone),
    timezone: zone,
    duration: 180,
    type: 'tattoo_session',
  });
  expect(res.status).toBe(201);
  return res.body as { id: string };
}

/**
 * A studio zone where it is daytime now (10:00 to 18:59), so a booking's texts go at once rather
 * than wait for the end of quiet hours (21:00 to 08:00), whatever hour the suite runs at.
 */
export function daytimeZone(at = new Date()): string {
  const zones = [
    'Europe/Berlin',
    'Asia/Dubai',
    'Asia/Kolkata',
    'Asia/Tokyo',
    'Australia/Sydney',
    'Pacific/Auckland',
    'Pacific/Honolulu',
    'America/Los_Angeles',
    'America/New_York',
    'America/Sao_Paulo',
  ];
  const daytime = zones.find((zone) => {
    const { hour } = wallClockAt(at, zone);
    return hour >= 10 && hour < 19;
  });
  if (!daytime) throw new Error(`no listed zone is in daytime at ${at.toISOString()}`);
  return daytime;
}
