import { randomUUID } from 'node:crypto';
import { appointmentMailId, localDateTimeInput, type ApiAppointmentMail } from '@inkforge/domain';
import type { Express } from 'express';
import request from 'supertest';
import { whenText } from './render-mail';
import { describe, expect, it } from 'vitest';
import { createSmtpTransport } from '../adapters/nodemailer/mail-transport';
import { loadConfig } from '../config';
import { silentLogger } from '../logger';
import { createArtist, type Artist } from '../../test/support/artist';
import {
  inboxOf,
  MAIL_INBOX as INBOX,
  sweepAt as sweepCaught,
} from '../../test/support/mail-catcher';
import { buildTestApp } from '../../test/support/test-app';
import { deliverMail } from './deliver-mail';
import { createMailDeps } from './deps';

const HOUR = 3_600_000;
const ZONE = 'Europe/Berlin';
const { app, db } = buildTestApp();
const sweepAt = (now: Date) => sweepCaught(db, now);

async function mailsOf(artist: Artist, appointmentId: string) {
  const res = await artist.call('get', '/api/appointment-mail');
  expect(res.status).toBe(200);
  return (res.body.mails as ApiAppointmentMail[])
    .filter((m) => m.appointmentId === appointmentId)
    .map((m) => `${m.kind} ${m.status}${m.reason ? ` ${m.reason}` : ''}`);
}

async function studio(clientEmail: string | null) {
  const artist = await createArtist(app, db, { plan: 'pro', timezone: ZONE });
  const settings = await artist.call('put', '/api/profile/reminders', {
    hoursBefore: 24,
    studioName: 'Black Lotus Tattoo',
    studioAddress: '12 Canal St, Berlin',
    // The mails of issue 16 alone; what chases a booking (issue 27) has its own tests.
    depositReminderDays: null,
    aftercare: false,
    healedPhotoWeeks: null,
  });
  expect(settings.status).toBe(200);
  const { body: client } = await artist.call('post', '/api/clients/enhanced', {
    name: 'Ada Lovelace',
    allergies: 'Latex',
    ...(clientEmail ? { email: clientEmail } : {}),
  });
  return { artist, client };
}

/** Books a session through `through` (the app, or one wired with another mail transport). */
async function book(artist: Artist, clientId: string, start: Date, through: Express = app) {
  const res = await request(through)
    .post('/api/appointments')
    .set('Authorization', `Bearer ${artist.idToken}`)
    .send({
      clientId,
      title: 'Koi sleeve, session 2',
      appointmentDate: localDateTimeInput(start, ZONE),
      timezone: ZONE,
      duration: 180,
      type: 'tattoo_session',
    });
  expect(res.status).toBe(201);
  return res.body as { id: string };
}

/** A whole minute three days ahead, so the wall-clock input keeps the exact instant. */
const threeDaysAhead = () => new Date(Math.ceil((Date.now() + 72 * HOUR) / 60_000) * 60_000);

describe('booking e-mails through the local mail catcher (issue 16)', () => {
  it('confirms a booking, and the reminder arrives once however often the scheduler runs', async () => {
    const email = `client-${randomUUID()}@example.test`;
    const { artist, client } = await studio(email);
    const start = threeDaysAhead();
    const appointment = await book(artist, client.id, start);

    const confirmation = await inboxOf(email);
    expect(confirmation.map((m) => m.subject)).toEqual([
      expect.stringMatching(/^Booked: your tattoo session with Black Lotus Tattoo on /),
    ]);
    expect(await mailsOf(artist, appointment.id)).toEqual([
      'confirmation sent',
      'reminder pending',
    ]);

    // A day before: not yet due; 23 hours before: due. Two overlapping runs, then a third.
    await sweepAt(new Date(start.getTime() - 25 * HOUR));
    expect(await inboxOf(email)).toHaveLength(1);
    const due = new Date(start.getTime() - 23 * HOUR);
    await Promise.all([sweepAt(due), sweepAt(due)]);
    await sweepAt(due);

    const mails = await inboxOf(email);
    const reminders = mails.filter((m) => m.subject.startsWith('Reminder:'));
    expect(reminders).toHaveLength(1);
    const [reminder] = reminders;
    expect(reminder!.text).toContain(`When: ${whenIn(start)}`);
    expect(reminder!.text).toContain('Where: 12 Canal St, Berlin');
    expect(reminder!.html).toContain('<td>12 Canal St, Berlin <a href="https://www.google.com/');
    // The client's own data never travels: not the name, the allergy or the title.
    for (const part of [reminder!.text, reminder!.html, reminder!.subject]) {
      expect(part).not.toMatch(/Ada|Lovelace|Latex|Koi/);
    }
    // Replies reach the artist, not the platform.
    const source = await (await fetch(`${INBOX}/api/email/${reminder!.id}/source`)).text();
    expect(source).toContain(`Reply-To: ${artist.email}`);
    expect(await mailsOf(artist, appointment.id)).toEqual(['confirmation sent', 'reminder sent']);
    // Four sweeps, each draining every mail of the whole suite due by then: more than one
    // file's worth of work when the machine is busy.
  }, 60_000);

  it('tells the client when the appointment moves or is cancelled, and reminds of the new time only', async () => {
    const email = `client-${randomUUID()}@example.test`;
    const { artist, client } = await studio(email);
    const start = threeDaysAhead();
    const appointment = await book(artist, client.id, start);
    const moved = new Date(start.getTime() + 24 * HOUR);
    const edit = (body: object) =>
      artist.call('put', `/api/appointments/${appointment.id}`, {
        title: 'Koi sleeve, session 2',
        appointmentDate: localDateTimeInput(moved, ZONE),
        timezone: ZONE,
        duration: 180,
        type: 'tattoo_session',
        ...body,
      });
    expect((await edit({ status: 'scheduled' })).status).toBe(200);
    expect((await inboxOf(email)).map((m) => m.subject.split(':')[0])).toEqual(['Booked', 'Moved']);
    expect((await inboxOf(email))[1]!.text).toContain(`When: ${whenIn(moved)}`);

    // The old time's reminder is superseded: the sweep at its hour sends nothing.
    await sweepAt(new Date(start.getTime() - 23 * HOUR));
    expect(await inboxOf(email)).toHaveLength(2);

    expect((await edit({ status: 'cancelled' })).status).toBe(200);
    await sweepAt(new Date(moved.getTime() - 23 * HOUR));
    expect((await inboxOf(email)).map((m) => m.subject.split(':')[0])).toEqual([
      'Booked',
      'Moved',
      'Cancelled',
    ]);
    expect(await mailsOf(artist, appointment.id)).toEqual(
      expect.arrayContaining([
        'reminder skipped APPOINTMENT_CHANGED',
        'cancelled sent',
        'moved sent',
      ]),
    );
  });

  it('sends nothing to a client without an e-mail, and says so', async () => {
    const { artist, client } = await studio(null);
    const appointment = await book(artist, client.id, threeDaysAhead());
    expect(await mailsOf(artist, appointment.id)).toEqual([
      'confirmation skipped NO_CLIENT_EMAIL',
      'reminder pending',
    ]);
  });

  it('retries an SMTP failure a bounded number of times and records it', async () => {
    const email = `client-${randomUUID()}@example.test`;
    const { artist, client } = await studio(email);
    // A server that is not there: nothing listens on port 9 of this machine.
    const dead = createSmtpTransport({ ...loadConfig().mail, port: 9 });
    const broken = buildTestApp({ mail: dead });
    const start = threeDaysAhead();
    const booked = await book(artist, client.id, start, broken.app);
    expect(await mailsOf(artist, booked.id)).toEqual([
      'confirmation pending SEND_FAILED',
      'reminder pending',
    ]);
    // The retries of this one mail, each after its wait (the booking was the first attempt).
    const mailId = appointmentMailId(booked.id, 'confirmation', start);
    let now = new Date();
    const outcomes = [];
    for (let run = 0; run < 6; run += 1) {
      now = new Date(now.getTime() + 60 * 60_000);
      const deps = createMailDeps({
        db,
        transport: dead,
        appOrigin: loadConfig().appOrigin,
        clock: () => now,
        logger: silentLogger,
      });
      outcomes.push(await deliverMail(deps, artist.uid, mailId));
    }
    expect(outcomes).toEqual(['retry', 'retry', 'retry', 'failed', 'not-sent', 'not-sent']);
    const [confirmation] = (await artist.call('get', '/api/appointment-mail')).body.mails.filter(
      (m: ApiAppointmentMail) => m.appointmentId === booked.id && m.kind === 'confirmation',
    );
    expect(confirmation).toMatchObject({ status: 'failed', attempts: 5, reason: 'SEND_FAILED' });
    expect(await inboxOf(email)).toEqual([]);
  });

  it('in production without its SMTP password: nothing is sent, the mail waits, errors are logged', async () => {
    const config = loadConfig({
      GCLOUD_PROJECT: 'demo-inkforge',
      SMTP_HOST: 'smtp.example.com',
      SMTP_PORT: '587',
      SMTP_USER: 'apikey',
      SMTP_PASSWORD: '',
      MAIL_FROM: 'bookings@studio.example',
    });
    expect(config.mail.mode).toBe('missing');
    const errors: string[] = [];
    const logger = { ...silentLogger, error: (message: string) => void errors.push(message) };
    const unconfigured = createSmtpTransport(config.mail);
    const production = buildTestApp({ mail: unconfigured, logger });
    const email = `client-${randomUUID()}@example.test`;
    const { artist, client } = await studio(email);
    const start = threeDaysAhead();
    const booked = await book(artist, client.id, start, production.app);
    expect(await mailsOf(artist, booked.id)).toEqual([
      'confirmation pending MAIL_NOT_CONFIGURED',
      'reminder pending',
    ]);
    expect(errors.some((m) => m.startsWith('mail.not_configured'))).toBe(true);
    // Once the secret is set, the waiting confirmation goes out (once).
    await sweepAt(new Date());
    expect((await inboxOf(email)).map((m) => m.subject.split(':')[0])).toEqual(['Booked']);
  });

  it('shows one artist none of another’s mail', async () => {
    const email = `client-${randomUUID()}@example.test`;
    const { artist, client } = await studio(email);
    await book(artist, client.id, threeDaysAhead());
    const stranger = await createArtist(app, db);
    const res = await stranger.call('get', '/api/appointment-mail');
    expect(res.status).toBe(200);
    expect(res.body.mails).toEqual([]);
  });
});

/** The one date format of every mail: 'Tue, 1 Dec 2026, 07:06 (Europe/Berlin)'. */
function whenIn(start: Date): string {
  return whenText(start, ZONE);
}
