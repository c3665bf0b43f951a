import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { createArtist, type Artist } from '../../test/support/artist';
import { openBooking, requestFields, sendRequest } from '../../test/support/booking';
import { depositFlow } from '../../test/support/deposit-flow';
import { inboxOf, type CaughtMail } from '../../test/support/mail-catcher';
import { uploadedDesign } from '../../test/support/gallery';
import { buildTestApp } from '../../test/support/test-app';
import { createTestPayments } from '../../test/support/test-payments';

const { db } = buildTestApp();
const payments = createTestPayments(db);
const { app } = buildTestApp({ payments: payments.twin });
const flow = depositFlow(app, db, payments);
const nextYear = new Date().getUTCFullYear() + 1;

/** The brief s46-brief drafts, with an estimate from the artist's finished projects. */
const BRIEF = {
  subject: 'swallow with a banner',
  questions: [],
  estimate: {
    hours: { min: 3, max: 4 },
    priceCents: { min: 30000, max: 45000 },
    currency: 'EUR',
    basedOn: 4,
  },
};

const tokenOf = (text: string, page: 'approve' | 'deposit') => {
  const found = new RegExp(`/${page}/([A-Za-z0-9_-]{43})`).exec(text);
  if (!found) throw new Error(`no /${page}/ link in: ${text}`);
  return found[1]!;
};

function expectRefusal(res: request.Response, status: number, error: string) {
  expect(res.status, res.text).toBe(status);
  expect(res.body).toMatchObject({ error, message: expect.stringMatching(/[A-Za-z]{3}/) });
}

describe('an offer: the design, the date, the estimate and the deposit in one mail', () => {
  let artist: Artist;
  let other: Artist;
  let username: string;
  let aiDesign: string;
  let upload: string;

  async function galleryItem(who: Artist, title: string, aiAssisted?: boolean) {
    const id = await uploadedDesign(app, who, title);
    // What AI touched is marked on the row; an upload is never marked.
    if (aiAssisted) await db.doc(`users/${who.uid}/gallery/${id}`).update({ aiAssisted });
    return id;
  }

  // Each request's offer on its own day: no overlap between the tests' bookings.
  let day = 1;
  const dayOf = new Map<string, number>();

  async function requestWithBrief() {
    day += 1;
    const email = `offer-${randomUUID()}@example.test`;
    const id = await sendRequest(app, username, requestFields({ email }));
    await db.doc(`users/${artist.uid}/bookingRequests/${id}`).update({ brief: BRIEF });
    dayOf.set(id, day);
    return { id, email };
  }

  const offer = (id: string, body: Record<string, unknown>) =>
    artist.call('post', `/api/booking-requests/${id}/offer`, {
      startsAt: `${nextYear}-07-${String(dayOf.get(id) ?? 28).padStart(2, '0')}T09:00:00Z`,
      durationMinutes: 180,
      timezone: 'Europe/Berlin',
      ...body,
    });

  beforeAll(async () => {
    [artist, other] = await Promise.all([
      createArtist(app, db, { plan: 'pro', timezone: 'Europe/Berlin' }),
      createArtist(app, db, { plan: 'pro' }),
    ]);
    await flow.connect(artist);
    username = await openBooking(artist, db);
    aiDesign = await galleryItem(artist, 'Swallow concept', true);
    upload = await galleryItem(artist, 'Swallow drawing');
  });

  it('sends one mail and one page; the client approves and pays the deposit from them', async () => {
    const { id, email } = await requestWithBrief();
    const sent = await offer(id, { galleryItemId: aiDesign, depositCents: 10000 });
    expect(sent.status, sent.text).toBe(200);
    expect(sent.body).toMatchObject({
      appointmentId: expect.any(String),
      approvalUrl: expect.stringMatching(/\/approve\/[A-Za-z0-9_-]{43}$/),
      depositUrl: expect.stringMatching(/\/deposit\/[A-Za-z0-9_-]{43}$/),
      emailed: 'sent',
    });

    // ONE mail: no separate "Deposit to confirm" from the outbox, no separate approval mail.
    const mails: CaughtMail[] = await inboxOf(email);
    expect(mails.map((m) => m.subject)).toEqual([
      expect.stringMatching(/^Your tattoo design and date from /),
    ]);
    const mail = mails[0]!;
    expect(mail.text).toContain('Estimate: €300.00–€450.00 (3–4 hours of work)');
    expect(mail.text).toContain('Deposit: €100.00');
    expect(mail.text).toMatch(/When: \w{3}, 2 Jul \d{4}, 11:00/);
    expect(mail.text).toMatch(/Designed by .+ with AI assistance/);
    const approveToken = tokenOf(mail.text, 'approve');
    const depositToken = tokenOf(mail.text, 'deposit');
    expect(sent.body.approvalUrl).toContain(approveToken);

    // ONE page: the design to approve, with the date, the estimate and the deposit link.
    const page = await request(app).get(`/api/approve/${approveToken}`);
    expect(page.status, page.text).toBe(200);
    expect(page.body).toMatchObject({
      state: 'open',
      aiDisclosure: expect.stringMatching(/^Designed by .+ with AI assistance$/),
      offer: {
        startsAt: `${nextYear}-07-02T09:00:00.000Z`,
        timeZone: 'Europe/Berlin',
        durationMinutes: 180,
        estimate: {
          hours: { min: 3, max: 4 },
          price: { min: { cents: 30000, currency: 'EUR' }, max: { cents: 45000, currency: 'EUR' } },
        },
        deposit: { cents: 10000, currency: 'EUR' },
        depositPath: `/deposit/${depositToken}`,
      },
    });
    expect(page.body.images.map((i: { kind: string }) => i.kind)).toEqual(['design']);

    // The outbox knows the booking: its first mail is recorded as gone with the offer.
    const outbox = await db
      .collection(`users/${artist.uid}/outbox`)
      .where('appointmentId', '==', sent.body.appointmentId)
      .get();
    const first = outbox.docs.map((d) => d.data()).find((m) => m.kind === 'deposit_request');
    expect(first).toMatchObject({ status: 'skipped', reason: 'SENT_WITH_OFFER' });
    expect(outbox.docs.some((d) => d.get('kind') === 'reminder')).toBe(true);

    // The client approves from the mail's link …
    const approved = await request(app)
      .post(`/api/approve/${approveToken}`)
      .send({ name: 'Robin Client', agreed: true });
    expect(approved.status, approved.text).toBe(201);
    // … and pays the deposit from it (the twin posts Stripe's signed events to the webhook).
    await flow.pay(await flow.openCheckout(depositToken));
    const deposit = await request(app).get(`/api/public/deposits/${depositToken}`);
    expect(deposit.body.status).toBe('paid');
    const after = (await inboxOf(email)).map((m) => m.subject);
    expect(after).toEqual([
      expect.stringMatching(/^Your tattoo design and date from /),
      expect.stringMatching(/^Booked: /),
    ]);

    // A second offer on the same request is refused: the request is answered.
    expectRefusal(await offer(id, { galleryItemId: aiDesign }), 409, 'BOOKING_REQUEST_ANSWERED');
    expect(await inboxOf(email)).toHaveLength(2);
  });

  it('two offers at once on one request: exactly one is sent', async () => {
    const { id, email } = await requestWithBrief();
    const [a, b] = await Promise.all([
      offer(id, { galleryItemId: upload, depositCents: 10000 }),
      offer(id, { galleryItemId: upload, depositCents: 10000 }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect(await inboxOf(email)).toHaveLength(1);
  });

  it('says nothing of AI for the artist own upload', async () => {
    const { id, email } = await requestWithBrief();
    const sent = await offer(id, { galleryItemId: upload, depositCents: 0 });
    expect(sent.status, sent.text).toBe(200);
    expect(sent.body.depositUrl).toBeNull();
    const [mail] = await inboxOf(email);
    expect(mail!.text).not.toMatch(/AI assistance/);
    expect(mail!.text).toContain('Deposit: None asked');
    const page = await request(app).get(`/api/approve/${tokenOf(mail!.text, 'approve')}`);
    expect(page.body.aiDisclosure).toBeUndefined();
    expect(page.body.offer.depositPath).toBeNull();
  });

  it('refuses in words before anything is booked', async () => {
    const { id, email } = await requestWithBrief();
    const foreign = await galleryItem(other, 'Not mine');
    expectRefusal(await offer(id, { galleryItemId: foreign }), 404, 'OFFER_DESIGN_NOT_FOUND');
    expectRefusal(
      await offer(id, { galleryItemId: upload, startsAt: 'next tuesday' }),
      400,
      'VALIDATION_FAILED',
    );
    expectRefusal(
      await other.call('post', `/api/booking-requests/${id}/offer`, {
        galleryItemId: upload,
        startsAt: `${nextYear}-07-02T09:00:00Z`,
        durationMinutes: 60,
      }),
      404,
      'BOOKING_REQUEST_NOT_FOUND',
    );
    // Nothing was made: the request still waits, and the client got no mail.
    const inbox = await artist.call('get', '/api/booking-requests');
    expect(inbox.body.requests.find((r: { id: string }) => r.id === id).status).toBe('pending');
    expect(await inboxOf(email)).toHaveLength(0);
  });
});
