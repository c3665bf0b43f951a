import { randomUUID } from 'node:crypto';
import { countSegments } from '@inkforge/domain';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { twilioSignature } from '../../../scripts/local-stack/sms-twin.mjs';
import { loadConfig } from '../config';
import { createArtist } from '../../test/support/artist';
import { inboxOf } from '../../test/support/mail-catcher';
import { buildTestApp } from '../../test/support/test-app';
import {
  bookAt,
  failNumber,
  freshPhone,
  sweepTextsAt,
  textingStudio,
  textsTo,
  daytimeZone,
} from '../../test/support/texts';

// Daytime in the studio now: its booking texts are not held by quiet hours.
const ZONE = daytimeZone();
const HOUR = 3_600_000;
const { app, db } = buildTestApp();
const config = loadConfig();

/** A whole minute five days ahead at 14:00 UTC (15:00 in Berlin), away from quiet hours. */
/** Five days from now at this minute: daytime in ZONE, as now is, so no text waits for 08:00. */
function fiveDaysAhead(): Date {
  return new Date(Math.ceil((Date.now() + 5 * 24 * HOUR) / 60_000) * 60_000);
}

/** Posts Twilio's status callback for a text, signed as Twilio signs it. */
function postStatus(sid: string, status: string, errorCode: string) {
  const path = '/api/public/texts/status';
  const params = { MessageSid: sid, MessageStatus: status, ErrorCode: errorCode };
  const signature = twilioSignature(
    config.texts.authToken,
    `${config.appOrigin.replace(/\/$/, '')}${path}`,
    params,
  );
  return request(app).post(path).type('form').set('X-Twilio-Signature', signature).send(params);
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (let i = 0; i < 40; i += 1) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((r) => setTimeout(r, 250));
  }
  return read();
}

describe('a text that cannot reach the client goes by e-mail (issue 44)', () => {
  it('sends an undelivered text by e-mail once, however often the status comes, and rings once', async () => {
    const phone = freshPhone();
    const email = `client-${randomUUID()}@example.test`;
    await failNumber(phone);
    const artist = await createArtist(app, db, { plan: 'pro', timezone: ZONE });
    const client = await textingStudio(artist, db, { phone, email });
    await bookAt(artist, client.id, fiveDaysAhead(), ZONE);

    const [confirmation] = await textsTo(phone);
    expect(confirmation?.body).toMatch(/^Black Lotus Tattoo: Hi Ada, you're booked for /);
    expect((await postStatus(confirmation!.sid, 'undelivered', '30003')).status).toBeLessThan(300);
    expect((await postStatus(confirmation!.sid, 'undelivered', '30003')).status).toBeLessThan(300);

    const fallback = (mails: Awaited<ReturnType<typeof inboxOf>>) =>
      mails.filter((m) => m.subject === 'Black Lotus Tattoo: Your booking');
    const mails = fallback(
      await until(
        () => inboxOf(email),
        (m) => fallback(m).length > 0,
      ),
    );
    await new Promise((r) => setTimeout(r, 1000));
    expect(fallback(await inboxOf(email))).toHaveLength(1);
    expect(mails[0]!.text.trim()).toBe(confirmation!.body);

    const bell = await artist.call('get', '/api/notifications');
    const told = (bell.body.notifications as { kind: string }[]).filter(
      (n) => n.kind === 'text_undelivered',
    );
    expect(told).toHaveLength(1);
  });

  it('sends the next reminder to a number that texted STOP by e-mail, not by text', async () => {
    const phone = freshPhone();
    const email = `client-${randomUUID()}@example.test`;
    const artist = await createArtist(app, db, { plan: 'pro', timezone: ZONE });
    const client = await textingStudio(artist, db, { phone, email });
    const start = fiveDaysAhead();
    await bookAt(artist, client.id, start, ZONE);
    const [confirmation] = await textsTo(phone);
    expect(confirmation).toBeDefined();

    // STOP as s44-replies records it for this studio.
    await db
      .doc(`users/${artist.uid}/textPhones/${phone}`)
      .set({ optedOut: true, at: new Date(), word: 'STOP' });
    await sweepTextsAt(db, new Date(start.getTime() - 47 * HOUR));

    expect(await textsTo(phone)).toHaveLength(1);
    const reminder = (await inboxOf(email)).filter(
      (m) => m.subject === 'Black Lotus Tattoo: Your appointment is coming up',
    );
    expect(reminder).toHaveLength(1);
    expect(reminder[0]!.text).toMatch(/^Black Lotus Tattoo: Hi Ada, see you .* Reply C/);
    const usage = await artist.call('get', '/api/texts/usage');
    // Only the confirmation counts: the reminder that went by e-mail is never charged.
    expect(usage.body).toMatchObject({
      used: countSegments(confirmation!.body).segments,
      allowance: 300,
    });
  });

  it('plans nothing for a studio with texts off: its clients hear by e-mail alone', async () => {
    const phone = freshPhone();
    const email = `client-${randomUUID()}@example.test`;
    const artist = await createArtist(app, db, { plan: 'pro', timezone: ZONE });
    const client = await textingStudio(artist, db, { phone, email, settings: { enabled: false } });
    await bookAt(artist, client.id, fiveDaysAhead(), ZONE);
    expect((await db.collection(`users/${artist.uid}/texts`).get()).size).toBe(0);
    expect(await textsTo(phone)).toEqual([]);
    const mails = await until(
      () => inboxOf(email),
      (m) => m.length > 0,
    );
    expect(mails.map((m) => m.subject)).toEqual([expect.stringMatching(/^Booked: /)]);
  });
});
