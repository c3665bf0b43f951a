import { randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/support/test-app';
import { createArtist, type Artist } from '../../test/support/artist';
import { silentLogger } from '../logger';
import { onInboundText, textRepliesDeps } from '.';
import { sendTextNow } from './send-now';

const { app, db, deps } = buildTestApp();
const replies = textRepliesDeps({ ...deps, sendNow: sendTextNow(deps), logger: silentLogger });
const inbound = onInboundText(replies);

/** A UK mobile number of its own per test: textRoutes is keyed by phone across studios. */
const newPhone = () => `+447700${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`;
const studioNumber = '+15005550006';

/** A pro artist with texts on and a client who agreed to texts, last texted by this studio. */
async function textingClient(): Promise<{ artist: Artist; clientId: string; phone: string }> {
  const artist = await createArtist(app, db, { plan: 'pro', timezone: 'Europe/London' });
  await db.doc(`users/${artist.uid}`).update({
    textSettings: { enabled: true, reminderHours: [48, 2], templates: {}, overAllowance: 'pause' },
  });
  const phone = newPhone();
  const { body: client } = await artist.call('post', '/api/clients', {
    name: 'Mara Rossi',
    phone,
    smsConsent: true,
  });
  // What the texts area writes with every send: the last studio that texted this phone.
  await db.doc(`textRoutes/${phone}`).set({
    uid: artist.uid,
    clientId: client.id,
    appointmentId: null,
    kind: 'reminder',
    at: Timestamp.now(),
  });
  return { artist, clientId: client.id, phone };
}

async function appointmentFor(artist: Artist, clientId: string, title: string, day: string) {
  const res = await artist.call('post', '/api/appointments', {
    clientId,
    title,
    appointmentDate: `${day}T10:00`,
  });
  expect(res.status).toBe(201);
  return res.body.id as string;
}

/** A reminder as the texts area records it once sent (the fixture of a past send). */
async function reminderSent(uid: string, clientId: string, phone: string, appointmentId: string) {
  const at = Timestamp.fromDate(new Date(Date.now() - 60_000));
  await db.doc(`users/${uid}/texts/${appointmentId}-reminder-48`).set({
    clientId,
    direction: 'out',
    kind: 'reminder',
    to: phone,
    from: studioNumber,
    body: 'Studio: reminder. Reply C to confirm, R to move.',
    segments: 1,
    encoding: 'GSM-7',
    status: 'delivered',
    reason: null,
    sid: `SM${randomUUID().replace(/-/g, '')}`,
    appointmentId,
    startAt: null,
    dueAt: at,
    createdAt: at,
    sentAt: at,
  });
}

/** The stack's SMS twin: what it was asked to send, and a client's reply as Twilio posts it. */
const twinUrl = () => {
  const url = process.env.INKFORGE_SMS_TWIN_URL;
  if (!url) throw new Error('INKFORGE_SMS_TWIN_URL is not set: start the local stack');
  return url;
};
async function smsTwinMessages(): Promise<{ to: string; from: string; body: string }[]> {
  return (await (await fetch(`${twinUrl()}/api/messages`)).json()) as {
    to: string;
    from: string;
    body: string;
  }[];
}
async function replyThroughTwin(from: string, body: string): Promise<number> {
  const res = await fetch(`${twinUrl()}/api/messages/inbound`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ from, body }),
  });
  return res.status;
}

const text = (from: string, body: string, sid = `SM${randomUUID().replace(/-/g, '')}`) => ({
  sid,
  from,
  to: studioNumber,
  body,
  at: new Date(),
});

describe('inbound texts (issue 44)', () => {
  it('records the same inbound message delivered twice as one message and one bell', async () => {
    const { artist, clientId, phone } = await textingClient();
    const msg = text(phone, 'Running 10 minutes late, sorry!');
    await Promise.all([inbound(msg), inbound(msg)]);
    await inbound(msg);

    const texts = await db.collection(`users/${artist.uid}/texts`).get();
    expect(texts.docs.map((d) => d.id)).toEqual([`in-${msg.sid}`]);
    expect(texts.docs[0]!.data()).toMatchObject({ clientId, direction: 'in', status: 'received' });
    const bell = await db.collection(`users/${artist.uid}/notifications`).get();
    expect(bell.docs.map((d) => d.data().title)).toEqual(['Text from Mara Rossi']);

    const thread = await artist.call('get', `/api/clients/${clientId}/messages`);
    expect(thread.status).toBe(200);
    expect(thread.body.messages).toHaveLength(1);
    expect(thread.body.messages[0]).toMatchObject({
      direction: 'in',
      body: 'Running 10 minutes late, sorry!',
      read: true,
    });
    const stored = await db.doc(`users/${artist.uid}/texts/in-${msg.sid}`).get();
    expect(stored.get('read')).toBe(true);
  });

  it('STOP opts the phone out with one confirmation, refuses the next text; START resumes', async () => {
    const { artist, clientId, phone } = await textingClient();
    const stop = text(phone, ' stop ');
    await inbound(stop);
    await inbound(stop);
    const optOut = await db.doc(`users/${artist.uid}/textPhones/${phone}`).get();
    expect(optOut.data()).toMatchObject({ optedOut: true, word: 'STOP' });
    const answers = await db
      .collection(`users/${artist.uid}/texts`)
      .where('kind', '==', 'auto')
      .get();
    expect(answers.docs.map((d) => d.id)).toEqual([`auto-${stop.sid}`]);
    expect(answers.docs[0]!.get('body')).toMatch(/no more texts.*Reply START/);
    // It goes to the phone that just opted out: the one text carriers expect after STOP.
    expect(answers.docs[0]!.get('status')).not.toBe('skipped');
    const twin = await smsTwinMessages();
    expect(twin.filter((m) => m.to === phone).map((m) => m.body)).toEqual([
      answers.docs[0]!.get('body'),
    ]);

    const refused = await artist.call('post', `/api/clients/${clientId}/messages`, {
      body: 'See you Friday',
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe('TEXT_OPTED_OUT');

    await inbound(text(phone, 'START'));
    const optIn = await db.doc(`users/${artist.uid}/textPhones/${phone}`).get();
    expect(optIn.data()).toMatchObject({ optedOut: false, word: 'START' });
    const sent = await artist.call('post', `/api/clients/${clientId}/messages`, {
      body: 'See you Friday',
    });
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({ direction: 'out', kind: 'reply', body: 'See you Friday' });
  });

  it('C confirms exactly the appointment the reminder was about, and says so', async () => {
    const { artist, clientId, phone } = await textingClient();
    const reminded = await appointmentFor(artist, clientId, 'Rose sleeve', '2030-05-02');
    const other = await appointmentFor(artist, clientId, 'Touch-up', '2030-05-09');
    await reminderSent(artist.uid, clientId, phone, reminded);

    await inbound(text(phone, 'c'));

    const [a, b] = await Promise.all([
      db.doc(`users/${artist.uid}/appointments/${reminded}`).get(),
      db.doc(`users/${artist.uid}/appointments/${other}`).get(),
    ]);
    expect(a.data()).toMatchObject({ status: 'confirmed', confirmedBy: 'text' });
    expect(b.get('status')).toBe('scheduled');
    expect(b.get('confirmedBy')).toBeUndefined();
    const { body: clients } = await artist.call('get', '/api/clients/enhanced');
    const shown = clients[0].appointments.find((x: { id: string }) => x.id === reminded);
    expect(shown).toMatchObject({ status: 'confirmed', confirmedBy: 'text' });
    const bell = await db.collection(`users/${artist.uid}/notifications`).get();
    expect(bell.docs.map((d) => d.data().title)).toEqual(['Mara Rossi confirmed by text']);
  });

  it("a YES sent through the twin reaches the stack's webhook and confirms the visit", async () => {
    const { artist, clientId, phone } = await textingClient();
    const reminded = await appointmentFor(artist, clientId, 'Rose sleeve', '2030-06-06');
    await reminderSent(artist.uid, clientId, phone, reminded);
    expect(await replyThroughTwin(phone, 'YES')).toBe(200);
    await expect
      .poll(async () => (await db.doc(`users/${artist.uid}/appointments/${reminded}`).get()).data())
      .toMatchObject({ status: 'confirmed', confirmedBy: 'text' });
  });

  it('R asks to move the reminded appointment: the bell and the thread name it', async () => {
    const { artist, clientId, phone } = await textingClient();
    const reminded = await appointmentFor(artist, clientId, 'Rose sleeve', '2030-05-02');
    await reminderSent(artist.uid, clientId, phone, reminded);
    await inbound(text(phone, 'R'));
    const appointment = await db.doc(`users/${artist.uid}/appointments/${reminded}`).get();
    expect(appointment.get('status')).toBe('scheduled');
    const bell = await db.collection(`users/${artist.uid}/notifications`).get();
    expect(bell.docs[0]!.data()).toMatchObject({
      title: 'Mara Rossi asks to move an appointment',
    });
    expect(bell.docs[0]!.data().body).toMatch(/^Rose sleeve, /);
    const { body: thread } = await artist.call('get', `/api/clients/${clientId}/messages`);
    expect(thread.messages.at(-1)).toMatchObject({
      body: 'R',
      action: 'move_requested',
      appointmentId: reminded,
    });
  });

  it('a text from a number no studio texted is logged and changes nothing', async () => {
    const phone = newPhone();
    await inbound(text(phone, 'Hi, do you do walk-ins?'));
    expect((await db.doc(`textRoutes/${phone}`).get()).exists).toBe(false);
  });
});

describe('the thread (issue 44)', () => {
  it("answers 404 to another artist's client, reading or sending", async () => {
    const { clientId } = await textingClient();
    const other = await createArtist(app, db, { plan: 'pro' });
    const read = await other.call('get', `/api/clients/${clientId}/messages`);
    expect(read.status).toBe(404);
    expect(read.body.error).toBe('CLIENT_NOT_FOUND');
    const send = await other.call('post', `/api/clients/${clientId}/messages`, { body: 'Hi' });
    expect(send.status).toBe(404);
  });

  it('refuses an empty or over-3-segment body, and a client without consent, in words', async () => {
    const { artist, clientId } = await textingClient();
    const empty = await artist.call('post', `/api/clients/${clientId}/messages`, { body: '  ' });
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ error: 'TEXT_BODY_EMPTY' });
    const long = await artist.call('post', `/api/clients/${clientId}/messages`, {
      body: 'x'.repeat(460),
    });
    expect(long.status).toBe(400);
    expect(long.body.error).toBe('TEXT_BODY_TOO_LONG');

    const { body: quiet } = await artist.call('post', '/api/clients', {
      name: 'No Texts',
      phone: newPhone(),
    });
    const noConsent = await artist.call('post', `/api/clients/${quiet.id}/messages`, {
      body: 'Hello',
    });
    expect(noConsent.status).toBe(409);
    expect(noConsent.body.error).toBe('TEXT_NO_CONSENT');
  });
});
