import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { initFirebase } from '../adapters/firebase/firebase';
import { createArtist, type Artist } from '../../test/support/artist';
import { openBooking, requestFields, sendRequest } from '../../test/support/booking';
import { depositFlow } from '../../test/support/deposit-flow';
import { lineArtPng } from '../../test/support/images';
import { inboxOf, type CaughtMail } from '../../test/support/mail-catcher';
import { buildTestApp } from '../../test/support/test-app';
import { createTestPayments } from '../../test/support/test-payments';

// Issue 49: every client mail says what was booked, when (and when it was before a move),
// where (the studio the artist typed on their public page, with a map link) and how much
// (paid, still due, the deposit's fate); a refund is told after the cancellation; every mail
// renders at phone width with its whole subject.

const { db } = initFirebase(process.env.GCLOUD_PROJECT ?? 'demo-inkforge');
const payments = createTestPayments(db);
const { app } = buildTestApp({ payments: payments.twin });
const flow = depositFlow(app, db, payments);
const nextYear = new Date().getUTCFullYear() + 1;
const IDEA =
  'A fine-line swallow with a banner reading home above the wrist, small roses around it and a date';

let artist: Artist;
let username: string;

beforeAll(async () => {
  artist = await createArtist(app, db, { plan: 'pro', timezone: 'Europe/Berlin' });
  await flow.connect(artist);
  // The artist typed their studio on the public page only; the calendar's reminder pair is empty.
  const page = await artist.call('put', '/api/profile/public-page', {
    studioName: 'Black Lotus Tattoo',
    address: 'Kastanienallee 12',
    city: 'Berlin',
  });
  expect(page.status, page.text).toBe(200);
  username = await openBooking(artist, db);
});

/** A custom request accepted on `day` at 11:00 with a €450 estimate and a €100 deposit. */
async function accepted(day: number) {
  const fields = requestFields({ idea: IDEA, email: `client-${randomUUID()}@example.test` });
  const id = await sendRequest(app, username, fields);
  const res = await artist.call('post', `/api/booking-requests/${id}/accept`, {
    appointmentDate: `${nextYear}-06-${String(day).padStart(2, '0')}T11:00`,
    timezone: 'Europe/Berlin',
    duration: 180,
    estimatedPrice: 450,
    deposit: 100,
  });
  expect(res.status, res.text).toBe(200);
  return { email: fields.email as string, appointmentId: String(res.body.appointmentId) };
}

const mailOf = async (email: string, subject: RegExp): Promise<CaughtMail> => {
  const found = (await inboxOf(email)).find((m) => subject.test(m.subject));
  if (!found) throw new Error(`no mail ${String(subject)}: ${(await inboxOf(email)).length} mails`);
  return found;
};

/** The client pays the deposit from the link in the request mail. */
async function pay(email: string) {
  const asked = await mailOf(email, /^Deposit to confirm /);
  const token = /\/deposit\/([A-Za-z0-9_-]{43})/.exec(asked.text)![1]!;
  await flow.pay(await flow.openCheckout(token));
}

const MAP = 'https://www.google.com/maps/search/?api=1&query=Kastanienallee%2012%2C%20Berlin';
const STUDIO_PLACE = {
  name: 'Black Lotus Tattoo',
  address: 'Kastanienallee 12, Berlin',
  mapUrl: MAP,
};

describe('a client mail says what, when, where and how much (issue 49)', () => {
  it('the deposit request names the studio’s address, the design and the estimate', async () => {
    const { email } = await accepted(2);
    const mail = await mailOf(email, /^Deposit to confirm /);
    expect(mail.text).toContain('Where: Kastanienallee 12, Berlin');
    expect(mail.text).toContain(MAP);
    expect(mail.html).toContain(MAP.replace(/&/g, '&amp;'));
    expect(mail.text).toContain('What: A fine-line swallow');
    expect(mail.text).toContain('Placement: Forearm');
    expect(mail.text).toContain('Estimate: €450.00');
    expect(mail.text).toContain('Deposit to pay now: €100.00');
    // "Your bookings with {artist}": the client's own page opens from the mail.
    const portal = /Your bookings with .+: \S+(\/bookings\/[A-Za-z0-9_-]{43})/.exec(mail.text);
    expect(portal, mail.text).not.toBeNull();
    const page = await request(app).get(`/api/public/portal/${portal![1]!.split('/').pop()!}`);
    expect(page.status, page.text).toBe(200);
    // The deposit page the mail links names the same studio, address and map.
    const token = /\/deposit\/([A-Za-z0-9_-]{43})/.exec(mail.text)![1]!;
    const deposit = await request(app).get(`/api/public/deposits/${token}`);
    expect(deposit.body.studio).toEqual(STUDIO_PLACE);
    expect(deposit.body.artistName).toBe('Black Lotus Tattoo');
  });

  it('the booked mail says what was paid and what is still due', async () => {
    const { email } = await accepted(3);
    await pay(email);
    const booked = await mailOf(email, /^Booked: /);
    expect(booked.text).toContain('Where: Kastanienallee 12, Berlin');
    expect(booked.text).toContain('Paid: €100.00');
    expect(booked.text).toContain('Still to pay: €350.00');
  });

  it('a moved mail gives the old time and what became of the deposit', async () => {
    const { email, appointmentId } = await accepted(4);
    await pay(email);
    const stored = (
      await db.doc(`users/${artist.uid}/appointments/${appointmentId}`).get()
    ).data()!;
    const moved = await artist.call('put', `/api/appointments/${appointmentId}`, {
      title: stored.title,
      appointmentDate: `${nextYear}-06-18T15:00`,
      timezone: 'Europe/Berlin',
      duration: 180,
      type: 'tattoo_session',
      status: stored.status,
      allowOverlap: true,
    });
    expect(moved.status, moved.text).toBe(200);
    const mail = await mailOf(email, /^Moved: /);
    expect(mail.text).toMatch(/Was: \w{3}, 4 Jun \d{4}, 11:00/);
    expect(mail.text).toMatch(/When: \w{3}, 18 Jun \d{4}, 15:00/);
    expect(mail.text).toContain('Your deposit of €100.00 moves with it to the new time.');
    expect(mail.text).toContain('Where: Kastanienallee 12, Berlin');
  });

  it('refund then cancel: the cancellation is told first, the refund says it was cancelled', async () => {
    const { email, appointmentId } = await accepted(5);
    await pay(email);
    const refund = await flow.outcome(artist, appointmentId, { outcome: 'refund' });
    expect(refund.status, refund.text).toBe(200);
    const stored = (
      await db.doc(`users/${artist.uid}/appointments/${appointmentId}`).get()
    ).data()!;
    const cancelled = await artist.call('put', `/api/appointments/${appointmentId}`, {
      title: stored.title,
      appointmentDate: `${nextYear}-06-05T11:00`,
      timezone: 'Europe/Berlin',
      duration: 180,
      type: 'tattoo_session',
      status: 'cancelled',
    });
    expect(cancelled.status, cancelled.text).toBe(200);
    const order = [/^Deposit to confirm /, /^Booked: /, /^Cancelled: /, /^Deposit refunded: /];
    const kinds = (await inboxOf(email)).map((m) => order.findIndex((re) => re.test(m.subject)));
    expect(kinds).toEqual([0, 1, 2, 3]);
    const told = await mailOf(email, /^Deposit refunded: /);
    expect(told.text).toContain('is cancelled');
    expect(told.text).not.toContain('Where:');
  });

  it('the design approval mail renders at phone width with its whole subject', async () => {
    const { email } = await accepted(6);
    const client = (
      await db.collection(`users/${artist.uid}/clients`).where('email', '==', email).get()
    ).docs[0]!;
    const project = (
      await db.collection(`users/${artist.uid}/projects`).where('clientId', '==', client.id).get()
    ).docs[0]!;
    const upload = await request(app)
      .post('/api/photo-editor/upload')
      .set('Authorization', `Bearer ${artist.idToken}`)
      .attach('image', await lineArtPng(64), { filename: 'a.png', contentType: 'image/png' });
    const item = await artist.call('post', '/api/gallery', {
      imageUrl: upload.body.imageUrl,
      type: 'tattoo',
      title: 'Swallow design',
    });
    const made = await artist.call('post', `/api/client-projects/${project.id}/approval`, {
      designItemId: item.body.id,
      emailClient: true,
    });
    expect(made.status, made.text).toBe(201);
    const mail = await mailOf(email, /^Your design to approve /);
    expect(mail.html).toContain(
      '<meta name="viewport" content="width=device-width, initial-scale=1">',
    );
    // Whole words: shortened, if at all, after a word of the idea and with an ellipsis.
    const title = mail.subject.replace(/^Your design to approve from Black Lotus Tattoo: /, '');
    const kept = title.replace(/…$/, '').trimEnd();
    expect(IDEA.startsWith(kept), mail.subject).toBe(true);
    expect([undefined, ' ', ','], mail.subject).toContain(IDEA[kept.length]);
    expect(mail.text).toContain('Where: Kastanienallee 12, Berlin');
    expect(mail.text).toMatch(/Your bookings with .+: \S+\/bookings\/[A-Za-z0-9_-]{43}/);
    // The approval page and the intake form answer the same studio.
    const approval = await request(app).get(`/api${String(made.body.path)}`);
    expect(approval.body.studio).toEqual(STUDIO_PLACE);
    const appointment = (
      await db
        .collection(`users/${artist.uid}/appointments`)
        .where('clientId', '==', client.id)
        .get()
    ).docs[0]!;
    const intake = await artist.call('post', `/api/appointments/${appointment.id}/intake-link`);
    const form = await request(app).get(`/api${String(intake.body.path)}`);
    expect(form.body.studio).toEqual(STUDIO_PLACE);
  });

  it('every mail of the journey so far links the client’s page', async () => {
    const { email, appointmentId } = await accepted(7);
    await pay(email);
    await artist.call('post', `/api/appointments/${appointmentId}/intake-link/email`);
    const mails = await inboxOf(email);
    expect(mails.length).toBeGreaterThanOrEqual(3);
    for (const mail of mails) expect(mail.text, mail.subject).toContain('Your bookings with ');
  });
});
