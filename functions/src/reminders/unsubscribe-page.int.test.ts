import { randomUUID } from 'node:crypto';
import { localDateTimeInput } from '@inkforge/domain';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createArtist } from '../../test/support/artist';
import { inboxOf, MAIL_INBOX, sweepAt } from '../../test/support/mail-catcher';
import { buildTestApp } from '../../test/support/test-app';
import { createMailDeliveryRepository } from './mail-delivery.repository';

// Issue 48, finding 10: the List-Unsubscribe link opened in a browser is a page in words; the
// GET alone (a mail scanner's prefetch) stops nothing, the page's button does.

const HOUR = 3_600_000;
const ZONE = 'Europe/Berlin';
const { app, db } = buildTestApp();
const delivery = createMailDeliveryRepository(db);

/** A client's reminder from "Black Lotus Tattoo", and its List-Unsubscribe path. */
async function reminderLink() {
  const email = `ada-${randomUUID()}@example.test`;
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
  const start = new Date(Math.ceil((Date.now() + 72 * HOUR) / 60_000) * 60_000);
  const booked = await artist.call('post', '/api/appointments', {
    clientId: client.id,
    title: 'Koi sleeve',
    appointmentDate: localDateTimeInput(start, ZONE),
    timezone: ZONE,
    duration: 120,
    type: 'tattoo_session',
    allowOverlap: true,
  });
  expect(booked.status, booked.text).toBe(201);
  await sweepAt(db, new Date(start.getTime() - 23 * HOUR));
  const reminder = (await inboxOf(email)).find((m) => m.subject.startsWith('Reminder:'));
  const source = await (await fetch(`${MAIL_INBOX}/api/email/${reminder!.id}/source`)).text();
  const headers = (source.split(/\r?\n\r?\n/)[0] ?? '').replace(/\r?\n[ \t]+/g, ' ');
  const link = /^List-Unsubscribe: +<(https?:\/\/[^>]+)>$/m.exec(headers)?.[1];
  expect(link).toBeTruthy();
  return { path: new URL(link!).pathname, uid: artist.uid, clientId: String(client.id) };
}

/** What a browser sends when it follows a link. */
const BROWSER = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

describe('the unsubscribe page (issue 48, finding 10)', () => {
  it('a GET shows what stops and changes nothing; the form POST unsubscribes', async () => {
    const { path, uid, clientId } = await reminderLink();

    const page = await request(app).get(path).set('Accept', BROWSER);
    expect(page.status, page.text).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.text).toMatch(/<title>Stop these e-mails\? · InkForge<\/title>/);
    expect(page.text).toMatch(/<h1>Stop these e-mails\?<\/h1>/);
    expect(page.text).toContain('appointment reminders from Black Lotus Tattoo');
    const action = /<form method="post" action="([^"]+)">/.exec(page.text)?.[1];
    expect(action).toBe(`${path}/confirm`);
    // Opened twice (a scanner, then the client): still subscribed.
    await request(app).get(path).set('Accept', BROWSER);
    expect(await delivery.optedOut(uid, clientId, 'reminders')).toBe(false);

    const done = await request(app).post(action!).set('Accept', BROWSER).type('form').send('');
    expect(done.status, done.text).toBe(200);
    expect(done.headers['content-type']).toMatch(/^text\/html/);
    expect(done.text).toContain(
      'You will no longer get appointment reminders from Black Lotus Tattoo.',
    );
    expect(await delivery.optedOut(uid, clientId, 'reminders')).toBe(true);
  });

  it('an unknown link is a 404 page in words, on the GET and on the button', async () => {
    for (const res of [
      await request(app).get('/api/public/unsubscribe/not-a-token').set('Accept', BROWSER),
      await request(app).post('/api/public/unsubscribe/not-a-token/confirm').set('Accept', BROWSER),
    ]) {
      expect(res.status).toBe(404);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.text).toContain('<h1>This link does not work</h1>');
      expect(res.text).toContain('This unsubscribe link is not valid.');
    }
    // Anything but a browser gets the API's JSON refusal in words.
    const script = await request(app).get('/api/public/unsubscribe/not-a-token');
    expect(script.status).toBe(404);
    expect(script.body).toMatchObject({ error: 'UNSUBSCRIBE_LINK_INVALID' });
  });
});
