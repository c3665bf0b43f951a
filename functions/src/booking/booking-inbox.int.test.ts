import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { createArtist, type Artist } from '../../test/support/artist';
import { openBooking, requestFields, sendRequest } from '../../test/support/booking';
import { buildTestApp } from '../../test/support/test-app';

const INBOX = process.env.INKFORGE_MAIL_INBOX_URL;
if (!INBOX) {
  throw new Error('INKFORGE_MAIL_INBOX_URL is not set: start the local stack (npm start) first.');
}

const { app, db } = buildTestApp();

interface CaughtMail {
  subject: string;
  text: string;
  to: { address: string }[];
}

/** The mail catcher's inbox for one address (its REST API). */
async function inboxOf(address: string): Promise<CaughtMail[]> {
  const res = await fetch(`${INBOX}/api/email`);
  const all = (await res.json()) as CaughtMail[];
  return all.filter((m) => m.to.some((t) => t.address === address));
}

function expectRefusal(res: request.Response, status: number, error: string) {
  expect(res.status, res.text).toBe(status);
  expect(res.body).toMatchObject({ error, message: expect.stringMatching(/[A-Za-z]{3}/) });
}

/** A weekday morning well ahead, so the proposed appointment is upcoming. */
const nextYear = new Date().getUTCFullYear() + 1;
const slot = (day: number, hour = 11) =>
  `${nextYear}-03-${String(day).padStart(2, '0')}T${String(hour).padStart(2, '0')}:00`;

describe('the requests inbox', () => {
  let artist: Artist;
  let other: Artist;
  let username: string;

  beforeAll(async () => {
    [artist, other] = await Promise.all([
      createArtist(app, db, { plan: 'pro', timezone: 'Europe/Berlin' }),
      createArtist(app, db, { plan: 'pro' }),
    ]);
    username = await openBooking(artist, db);
  });

  it('lists the artist own requests, newest first, with the count waiting', async () => {
    const first = await sendRequest(app, username);
    const second = await sendRequest(app, username);
    const res = await artist.call('get', '/api/booking-requests');
    expect(res.status).toBe(200);
    const ids = res.body.requests.map((r: { id: string }) => r.id);
    expect(ids.indexOf(second)).toBeLessThan(ids.indexOf(first));
    expect(res.body.pendingCount).toBeGreaterThanOrEqual(2);
    expect(res.body.requests[0]).toMatchObject({ status: 'pending', images: [], clientId: null });
  });

  it('accepts: a new client, a project and a proposed appointment, with the deposit asked', async () => {
    const fields = requestFields({ name: 'Kim Newclient' });
    const id = await sendRequest(app, username, fields);
    const res = await artist.call('post', `/api/booking-requests/${id}/accept`, {
      appointmentDate: slot(10),
      timezone: 'Europe/Berlin',
      duration: 180,
      estimatedPrice: 450,
      deposit: 100,
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({
      id,
      status: 'accepted',
      deposit: { cents: 10_000, currency: 'EUR' },
    });

    const clients = await artist.call('get', '/api/clients/enhanced');
    const client = clients.body.find((c: { id: string }) => c.id === res.body.clientId);
    expect(client).toMatchObject({ name: 'Kim Newclient', email: fields.email });
    const project = client.projects.find((p: { id: string }) => p.id === res.body.projectId);
    expect(project).toMatchObject({
      title: fields.idea,
      estimatedPrice: 450,
      bodyPlacement: 'Forearm',
    });
    expect(project.description).toContain('Size: 12 cm');

    const appointment = (
      await db.doc(`users/${artist.uid}/appointments/${res.body.appointmentId as string}`).get()
    ).data();
    expect(appointment).toMatchObject({
      status: 'scheduled',
      clientId: res.body.clientId,
      projectId: res.body.projectId,
      duration: 180,
      timezone: 'Europe/Berlin',
    });
    expect(appointment?.notes).toContain('Deposit requested: €100.00 (not paid yet)');
    // Asked, not received: no payment is recorded until the client pays.
    const payments = await db
      .collection(`users/${artist.uid}/payments`)
      .where('projectId', '==', res.body.projectId)
      .get();
    expect(payments.size).toBe(0);

    const mails = await inboxOf(fields.email as string);
    // Nothing is paid yet: the one mail asks the deposit (with its link), it does not say Booked.
    expect(mails.map((m) => m.subject)).toEqual([expect.stringMatching(/^Deposit to confirm /)]);

    expectRefusal(
      await artist.call('post', `/api/booking-requests/${id}/accept`, {
        appointmentDate: slot(11),
      }),
      409,
      'BOOKING_REQUEST_ANSWERED',
    );
  });

  it('links the client already on file with that e-mail, whatever its case', async () => {
    const email = `Known.${Date.now()}@Example.test`;
    const known = await artist.call('post', '/api/clients/enhanced', { name: 'Known', email });
    const id = await sendRequest(app, username, requestFields({ email }));
    const res = await artist.call('post', `/api/booking-requests/${id}/accept`, {
      appointmentDate: slot(12),
      deposit: 0,
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body.clientId).toBe(known.body.id);
    expect(res.body.deposit).toBeNull();
  });

  it('takes the deposit from the artist rule, and needs an estimate for a percentage', async () => {
    await openBooking(artist, db, { depositKind: 'percent', depositPercent: 30 });
    const id = await sendRequest(app, username);
    expectRefusal(
      await artist.call('post', `/api/booking-requests/${id}/accept`, {
        appointmentDate: slot(13),
      }),
      400,
      'BOOKING_DEPOSIT_NEEDS_ESTIMATE',
    );
    const res = await artist.call('post', `/api/booking-requests/${id}/accept`, {
      appointmentDate: slot(13),
      estimatedPrice: '450.00',
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body.deposit).toEqual({ cents: 13_500, currency: 'EUR' });
    await openBooking(artist, db);
  });

  it('warns of an overlap before creating anything, and the request stays open', async () => {
    const fields = requestFields();
    const id = await sendRequest(app, username, fields);
    const res = await artist.call('post', `/api/booking-requests/${id}/accept`, {
      appointmentDate: slot(10, 12),
    });
    expectRefusal(res, 409, 'APPOINTMENT_OVERLAP');
    const clients = await artist.call('get', '/api/clients/enhanced');
    expect(clients.body.some((c: { email?: string }) => c.email === fields.email)).toBe(false);
    const again = await artist.call('post', `/api/booking-requests/${id}/accept`, {
      appointmentDate: slot(10, 12),
      allowOverlap: true,
    });
    expect(again.status, again.text).toBe(200);
  });

  it('refuses bad answers in words', async () => {
    const id = await sendRequest(app, username);
    const accept = (body: object) =>
      artist.call('post', `/api/booking-requests/${id}/accept`, body);
    expectRefusal(await accept({}), 400, 'APPOINTMENT_DATE_REQUIRED');
    expectRefusal(await accept({ appointmentDate: 'soon' }), 400, 'APPOINTMENT_DATE_REQUIRED');
    expectRefusal(
      await accept({ appointmentDate: slot(14), deposit: '10.005' }),
      400,
      'AMOUNT_INVALID',
    );
    expectRefusal(
      await artist.call('post', `/api/booking-requests/${id}/decline`, { message: ' ' }),
      400,
      'BOOKING_DECLINE_MESSAGE_REQUIRED',
    );
    expectRefusal(
      await artist.call('post', '/api/booking-requests/no-such-request/accept', {
        appointmentDate: slot(14),
      }),
      404,
      'BOOKING_REQUEST_NOT_FOUND',
    );
  });

  it('declines with the artist message, e-mailed to the client', async () => {
    const fields = requestFields();
    const id = await sendRequest(app, username, fields);
    const message = 'Thank you! I do not tattoo hands; try a studio that does.';
    const res = await artist.call('post', `/api/booking-requests/${id}/decline`, { message });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ status: 'declined', declineMessage: message, mailSent: true });
    const mails = await inboxOf(fields.email as string);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toMatch(/^Your tattoo request to /);
    expect(mails[0]!.text).toContain(message);
    expectRefusal(
      await artist.call('post', `/api/booking-requests/${id}/accept`, {
        appointmentDate: slot(15),
      }),
      409,
      'BOOKING_REQUEST_ANSWERED',
    );
  });

  it('never shows or answers one artist request to another', async () => {
    const id = await sendRequest(app, username);
    const list = await other.call('get', '/api/booking-requests');
    expect(list.status).toBe(200);
    expect(list.body.requests.map((r: { id: string }) => r.id)).not.toContain(id);
    expectRefusal(
      await other.call('post', `/api/booking-requests/${id}/accept`, { appointmentDate: slot(16) }),
      404,
      'BOOKING_REQUEST_NOT_FOUND',
    );
    expectRefusal(
      await other.call('post', `/api/booking-requests/${id}/decline`, { message: 'No.' }),
      404,
      'BOOKING_REQUEST_NOT_FOUND',
    );
    const mine = await artist.call('get', '/api/booking-requests');
    const still = mine.body.requests.find((r: { id: string }) => r.id === id);
    expect(still.status).toBe('pending');
    expect((await other.call('get', '/api/clients/enhanced')).body).toEqual([]);
  });

  it('is the artist only: no token, no inbox', async () => {
    expect((await request(app).get('/api/booking-requests')).status).toBe(401);
    expect((await request(app).get('/api/profile/booking')).status).toBe(401);
  });
});
