import { randomUUID } from 'node:crypto';
import { localDateTimeInput, type ApiAppointmentMail } from '@inkforge/domain';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { messageIdOf, providerEvent } from '../../../scripts/local-stack/mail-events.mjs';
import { loadConfig } from '../config';
import { createArtist, type Artist } from '../../test/support/artist';
import { inboxOf, MAIL_INBOX, sweepAt } from '../../test/support/mail-catcher';
import { buildTestApp } from '../../test/support/test-app';

// Issue 48, finding 10: SMTP acceptance is not delivery. The mail catcher's twin posts the
// provider's signed bounce and complaint events (scripts/local-stack/mail-events.mjs).

const HOUR = 3_600_000;
const ZONE = 'Europe/Berlin';
const { app, db } = buildTestApp();
const key = loadConfig().mail.webhookSigningKey;

async function studio(email: string) {
  const artist = await createArtist(app, db, { plan: 'pro', timezone: ZONE });
  await artist.call('put', '/api/profile/reminders', {
    hoursBefore: 24,
    studioName: 'Black Lotus Tattoo',
    depositReminderDays: null,
    aftercare: true,
    healedPhotoWeeks: null,
  });
  const { body: client } = await artist.call('post', '/api/clients/enhanced', {
    name: 'Ada Lovelace',
    email,
  });
  return { artist, clientId: String(client.id) };
}

const threeDaysAhead = () => new Date(Math.ceil((Date.now() + 72 * HOUR) / 60_000) * 60_000);

async function book(artist: Artist, clientId: string, start = threeDaysAhead()) {
  const res = await artist.call('post', '/api/appointments', {
    clientId,
    title: 'Koi sleeve',
    appointmentDate: localDateTimeInput(start, ZONE),
    timezone: ZONE,
    duration: 120,
    type: 'tattoo_session',
    allowOverlap: true,
  });
  expect(res.status, res.text).toBe(201);
  return String(res.body.id);
}

/** The artist's bell lines about mail that did not arrive. */
async function bellOf(artist: Artist) {
  const res = await artist.call('get', '/api/notifications');
  return (res.body.notifications as { kind: string; title: string; body: string }[]).filter(
    (n) => n.kind === 'mail_undelivered',
  );
}

async function mailsOf(artist: Artist, appointmentId: string) {
  const res = await artist.call('get', '/api/appointment-mail');
  return (res.body.mails as ApiAppointmentMail[]).filter((m) => m.appointmentId === appointmentId);
}

/**
 * What the twin posts for the mails caught for `address`, delivered to the app under test. The
 * addresses here are not the twin's +bounce ones, so the stack's own twin process leaves them
 * alone (mail-provider-twin.int.test.ts covers that path) and nothing races this test.
 */
async function providerTells(address: string, fate: 'bounce' | 'complain') {
  const caught = await inboxOf(address);
  expect(caught.length).toBeGreaterThan(0);
  return Promise.all(
    caught.map(async (mail) => {
      const source = await (await fetch(`${MAIL_INBOX}/api/email/${mail.id}/source`)).text();
      const event = providerEvent({
        fate,
        recipient: address,
        messageId: messageIdOf(source)!,
        key,
      });
      return request(app).post('/api/public/mail-events').send(event);
    }),
  );
}

describe('bounces and complaints (issue 48, finding 10)', () => {
  it('a bounced confirmation reads "not delivered", the address is suppressed until cleared', async () => {
    const email = `ada-${randomUUID()}@example.test`;
    const { artist, clientId } = await studio(email);
    const id = await book(artist, clientId);
    expect(await inboxOf(email)).toHaveLength(1);

    const answers = await providerTells(email, 'bounce');
    expect(answers.map((a) => [a.status, a.body.recorded])).toEqual([[200, true]]);
    const [confirmation] = (await mailsOf(artist, id)).filter((m) => m.kind === 'confirmation');
    expect(confirmation).toMatchObject({
      status: 'undelivered',
      reason: 'BOUNCED',
      deliveryError: expect.stringContaining('does not exist'),
    });
    const listed = await artist.call('get', '/api/mail-suppressions');
    expect(listed.body.suppressions).toEqual([expect.objectContaining({ email, kind: 'bounced' })]);
    // The bell rings once, naming the client and why; the provider's retry rings nothing more.
    await providerTells(email, 'bounce');
    expect(await bellOf(artist)).toEqual([
      expect.objectContaining({
        title: 'Mail to Ada Lovelace not delivered',
        body: expect.stringMatching(/^The address does not take mail \(.*does not exist.*\)\. /),
      }),
    ]);

    // Nothing more goes to it: the artist's "E-mail to client" is refused in words, a move's
    // note is skipped.
    const refused = await artist.call('post', `/api/appointments/${id}/intake-link/email`);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe('CLIENT_EMAIL_SUPPRESSED');
    const moved = await artist.call('put', `/api/appointments/${id}`, {
      clientId,
      title: 'Koi sleeve',
      duration: 120,
      type: 'tattoo_session',
      appointmentDate: localDateTimeInput(new Date(threeDaysAhead().getTime() + 2 * HOUR), ZONE),
      timezone: ZONE,
      allowOverlap: true,
    });
    expect(moved.status, moved.text).toBe(200);
    expect((await mailsOf(artist, id)).find((m) => m.kind === 'moved')).toMatchObject({
      status: 'skipped',
      reason: 'ADDRESS_SUPPRESSED',
    });
    expect(await inboxOf(email)).toHaveLength(1);

    // The artist checked the address with the client and clears it: mail goes again.
    const cleared = await artist.call(
      'delete',
      `/api/mail-suppressions/${String(listed.body.suppressions[0].id)}`,
    );
    expect(cleared.status).toBe(200);
    const sent = await artist.call('post', `/api/appointments/${id}/intake-link/email`);
    expect(sent.status, sent.text).toBe(200);
    expect(await inboxOf(email)).toHaveLength(2);
  });

  it('a complaint suppresses the address; an unsigned or stale event is refused', async () => {
    const email = `bea-${randomUUID()}@example.test`;
    const { artist, clientId } = await studio(email);
    const id = await book(artist, clientId);
    await providerTells(email, 'complain');
    const [confirmation] = (await mailsOf(artist, id)).filter((m) => m.kind === 'confirmation');
    expect(confirmation).toMatchObject({ status: 'undelivered', reason: 'COMPLAINED' });
    await providerTells(email, 'complain');
    expect(await bellOf(artist)).toEqual([
      expect.objectContaining({
        title: 'Ada Lovelace marked your mail as spam',
        body: `Nothing more is e-mailed to ${email} until you allow mail again on the client's card.`,
      }),
    ]);

    const forged = providerEvent({
      fate: 'bounce',
      recipient: email,
      messageId: 'x@inkforge.test',
      key: 'not-the-key',
    });
    const refused = await request(app).post('/api/public/mail-events').send(forged);
    expect(refused.status).toBe(401);
    expect(refused.body.error).toBe('MAIL_EVENT_NOT_SIGNED');
    const stale = providerEvent({
      fate: 'bounce',
      recipient: email,
      messageId: 'x@inkforge.test',
      key,
      now: new Date(Date.now() - 2 * HOUR),
    });
    expect((await request(app).post('/api/public/mail-events').send(stale)).status).toBe(401);
  });
});

/** The raw headers of a caught mail (the REST list leaves custom ones out). */
async function headersOf(mailId: string) {
  const source = await (await fetch(`${MAIL_INBOX}/api/email/${mailId}/source`)).text();
  // Long headers are folded (RFC 5322): unfolded here.
  return (source.split(/\r?\n\r?\n/)[0] ?? '').replace(/\r?\n[ \t]+/g, ' ');
}

describe('one-click unsubscribe (issue 48, finding 10)', () => {
  it('reminders carry List-Unsubscribe; a POST stops reminders, not transactional mail', async () => {
    const email = `ada-${randomUUID()}@example.test`;
    const { artist, clientId } = await studio(email);
    const start = threeDaysAhead();
    const id = await book(artist, clientId, start);
    const [confirmationMail] = await inboxOf(email);
    expect(await headersOf(confirmationMail!.id)).not.toMatch(/List-Unsubscribe/i);

    await sweepAt(db, new Date(start.getTime() - 23 * HOUR));
    const reminder = (await inboxOf(email)).find((m) => m.subject.startsWith('Reminder:'));
    const headers = await headersOf(reminder!.id);
    expect(headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    const link = /^List-Unsubscribe: +<(https?:\/\/[^>]+)>$/m.exec(headers)?.[1];
    expect(link).toMatch(/\/api\/public\/unsubscribe\/[A-Za-z0-9_-]{43}$/);

    const path = new URL(link!).pathname;
    const done = await request(app).post(path).type('form').send('List-Unsubscribe=One-Click');
    expect(done.status, done.text).toBe(200);
    expect(done.body).toEqual({ unsubscribed: 'reminders' });
    expect((await request(app).post('/api/public/unsubscribe/not-a-token')).status).toBe(404);

    // A second booking: its confirmation still goes, its reminder does not.
    const later = new Date(start.getTime() + 24 * HOUR);
    const second = await book(artist, clientId, later);
    expect((await inboxOf(email)).filter((m) => m.subject.startsWith('Booked:'))).toHaveLength(2);
    await sweepAt(db, new Date(later.getTime() - 23 * HOUR));
    expect((await mailsOf(artist, second)).find((m) => m.kind === 'reminder')).toMatchObject({
      status: 'skipped',
      reason: 'UNSUBSCRIBED',
    });
    void id;
  });
});
