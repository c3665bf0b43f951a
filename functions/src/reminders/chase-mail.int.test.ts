import { randomUUID } from 'node:crypto';
import { depositLinkPath, localDateTimeInput } from '@inkforge/domain';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createDepositsRepository } from '../deposits/deposits.repository';
import { requestDeposit } from '../deposits/request-deposit';
import { createArtist, type Artist } from '../../test/support/artist';
import { inboxOf, sweepAt } from '../../test/support/mail-catcher';
import { buildTestApp } from '../../test/support/test-app';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const ZONE = 'Europe/Berlin';
const { app, db } = buildTestApp();
const origin = loadConfig().appOrigin;

/** A whole minute `days` ahead, so the wall-clock input keeps the exact instant. */
const daysAhead = (days: number) =>
  new Date(Math.ceil((Date.now() + days * DAY) / 60_000) * 60_000);
const after = (at: Date, ms: number) => new Date(at.getTime() + ms);

async function studio(settings: object = {}) {
  const artist = await createArtist(app, db, { plan: 'pro', timezone: ZONE });
  const saved = await artist.call('put', '/api/profile/reminders', {
    hoursBefore: 24,
    studioName: 'Black Lotus Tattoo',
    studioAddress: '12 Canal St, Berlin',
    ...settings,
  });
  expect(saved.status).toBe(200);
  const email = `client-${randomUUID()}@example.test`;
  const { body: client } = await artist.call('post', '/api/clients/enhanced', {
    name: 'Ada Lovelace',
    email,
  });
  const { body: project } = await artist.call('post', '/api/client-projects', {
    clientId: client.id,
    title: 'Koi sleeve',
  });
  return { artist, email, clientId: client.id as string, projectId: project.id as string };
}

async function book(
  artist: Artist,
  ids: { clientId: string; projectId: string },
  start: Date,
  type = 'tattoo_session',
) {
  const res = await artist.call('post', '/api/appointments', {
    ...ids,
    title: 'Koi sleeve, session 1',
    appointmentDate: localDateTimeInput(start, ZONE),
    timezone: ZONE,
    duration: 180,
    type,
  });
  expect(res.status).toBe(201);
  return res.body.id as string;
}

/** The artist asks a €100 deposit, as accepting a booking request with a deposit does. */
async function askDeposit(artist: Artist, appointmentId: string) {
  const deposit = await requestDeposit(
    createDepositsRepository(db),
    artist.uid,
    appointmentId,
    10_000,
    new Date(),
  );
  return `${origin}${depositLinkPath(deposit!.token)}`;
}

const subjects = async (email: string) => (await inboxOf(email)).map((m) => m.subject);

describe('reminders chase what is missing (issue 27)', () => {
  it('the reminder names the unpaid deposit and the unsigned form, each with a working link', async () => {
    const { artist, email, ...ids } = await studio();
    const start = daysAhead(1.5);
    const appointmentId = await book(artist, ids, start);
    const depositLink = await askDeposit(artist, appointmentId);
    // The artist asked for the intake form; the client has not signed it.
    expect(
      (await artist.call('post', `/api/appointments/${appointmentId}/intake-link`)).status,
    ).toBe(201);

    await sweepAt(db, after(start, -23 * HOUR));
    const reminder = (await inboxOf(email)).find((m) => m.subject.startsWith('Reminder:'));
    expect(reminder?.text).toContain('Still to do before your appointment:');
    expect(reminder?.text).toContain(`- Pay the deposit of €100.00: ${depositLink}`);
    const intake = /- Fill in and sign the consent form: (\S+)/.exec(reminder?.text ?? '')?.[1];
    expect(intake).toMatch(new RegExp(`^${origin}/intake/[A-Za-z0-9_-]{43}$`));
    // The link in the mail is the one that opens the form now.
    const form = await request(app).get(`/api${intake!.slice(origin.length)}`);
    expect(form.status).toBe(200);
    expect(form.body.appointmentTitle).toBe('Koi sleeve, session 1');
  });

  it('a reminder with nothing missing has no to-do list', async () => {
    const { artist, email, ...ids } = await studio();
    const start = daysAhead(1.5);
    await book(artist, ids, start);
    await sweepAt(db, after(start, -23 * HOUR));
    const reminder = (await inboxOf(email)).find((m) => m.subject.startsWith('Reminder:'));
    expect(reminder?.text).toContain('A reminder of your tattoo session');
    expect(reminder?.text).not.toContain('Still to do');
  });

  it('reminds an unpaid deposit after the days set, and never a deposit not asked', async () => {
    const { artist, email, ...ids } = await studio({ depositReminderDays: 2 });
    const start = daysAhead(10);
    const unpaid = await book(artist, ids, start);
    const depositLink = await askDeposit(artist, unpaid);
    const noDeposit = await book(artist, ids, after(start, DAY));

    await sweepAt(db, after(new Date(), 2 * DAY - HOUR));
    expect(await subjects(email)).not.toContainEqual(expect.stringMatching(/^Deposit due:/));
    await sweepAt(db, after(new Date(), 2 * DAY + HOUR));
    const nudges = (await inboxOf(email)).filter((m) => m.subject.startsWith('Deposit due:'));
    expect(nudges).toHaveLength(1);
    expect(nudges[0]!.text).toContain(`- Pay the deposit of €100.00: ${depositLink}`);
    // The artist sees the nudge that went, and nothing for the appointment without a deposit.
    const { mails } = (await artist.call('get', '/api/appointment-mail')).body as {
      mails: { appointmentId: string; kind: string; status: string }[];
    };
    expect(mails.filter((m) => m.kind === 'deposit_reminder')).toEqual([
      expect.objectContaining({ appointmentId: unpaid, status: 'sent' }),
    ]);
    expect(mails.filter((m) => m.appointmentId === noDeposit).map((m) => m.kind)).not.toContain(
      'deposit_reminder',
    );
  });

  it('releases a slot whose deposit is still unpaid, when the artist chose it, and tells the client', async () => {
    const { artist, email, ...ids } = await studio({
      depositReminderDays: 1,
      releaseUnpaidAfterDays: 2,
    });
    const start = daysAhead(10);
    const appointmentId = await book(artist, ids, start);
    await askDeposit(artist, appointmentId);

    await sweepAt(db, after(new Date(), 3 * DAY + HOUR));
    const released = (await inboxOf(email)).filter((m) => m.subject.startsWith('Released:'));
    expect(released).toHaveLength(1);
    expect(released[0]!.text).toContain('was not paid in time');
    const stored = (await db.doc(`users/${artist.uid}/appointments/${appointmentId}`).get()).data();
    expect(stored?.status).toBe('cancelled');
    expect(stored?.deposit.history.map((h: { action: string }) => h.action)).toContain('released');
    // The artist reads it in the bell.
    const bell = await artist.call('get', '/api/notifications');
    expect(bell.body.notifications).toContainEqual(
      expect.objectContaining({
        kind: 'slot_released',
        title: 'Slot released: deposit not paid',
        body: expect.stringContaining('Koi sleeve, session 1 on '),
        link: '/calendar',
      }),
    );
    // The slot is free: no reminder for it goes out any more.
    await sweepAt(db, after(start, -23 * HOUR));
    expect(await subjects(email)).not.toContainEqual(expect.stringMatching(/^Reminder:/));
  });

  it('keeps a slot whose deposit was paid', async () => {
    const { artist, email, ...ids } = await studio({
      depositReminderDays: 1,
      releaseUnpaidAfterDays: 2,
    });
    const appointmentId = await book(artist, ids, daysAhead(10));
    await askDeposit(artist, appointmentId);
    await db
      .doc(`users/${artist.uid}/appointments/${appointmentId}`)
      .update({ 'deposit.status': 'paid', 'deposit.paidAt': new Date() });

    await sweepAt(db, after(new Date(), 3 * DAY + HOUR));
    expect(await subjects(email)).not.toContainEqual(
      expect.stringMatching(/^(Released|Deposit due):/),
    );
    const stored = (await db.doc(`users/${artist.uid}/appointments/${appointmentId}`).get()).data();
    expect(stored?.status).toBe('scheduled');
  });

  it('sends the artist’s aftercare when the session ends, and none after a consultation', async () => {
    const { artist, email, ...ids } = await studio({
      aftercareText: 'Wash it twice a day.\n\nNo swimming for two weeks.',
    });
    const start = daysAhead(3);
    await book(artist, ids, start);
    await book(artist, ids, after(start, DAY), 'consultation');

    await sweepAt(db, after(start, 3 * HOUR - 60_000));
    expect(await subjects(email)).not.toContain(
      'Aftercare for your new tattoo from Black Lotus Tattoo',
    );
    await sweepAt(db, after(start, 3 * HOUR + 60_000));
    await sweepAt(db, after(start, DAY + 3 * HOUR + 60_000));
    const aftercare = (await inboxOf(email)).filter((m) => m.subject.startsWith('Aftercare'));
    expect(aftercare).toHaveLength(1);
    expect(aftercare[0]!.text).toContain('Wash it twice a day.\n\nNo swimming for two weeks.');
  });

  it('weeks after the session, sends the client a private link for a healed photo', async () => {
    const { artist, email, ...ids } = await studio({ healedPhotoWeeks: 4 });
    const start = daysAhead(3);
    await book(artist, ids, start);
    const end = after(start, 3 * HOUR);

    await sweepAt(db, after(end, 4 * 7 * DAY - HOUR));
    expect(await subjects(email)).not.toContainEqual(expect.stringMatching(/^How has your tattoo/));
    await sweepAt(db, after(end, 4 * 7 * DAY + HOUR));
    const ask = (await inboxOf(email)).find((m) => m.subject.startsWith('How has your tattoo'));
    expect(ask?.text).toMatch(
      new RegExp(`- Send a photo of your healed tattoo: ${origin}/healed/[A-Za-z0-9_-]{43}`),
    );
  });
});
