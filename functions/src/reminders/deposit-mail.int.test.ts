import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { silentLogger } from '../logger';
import { createArtist, type Artist } from '../../test/support/artist';
import { OPEN_SETTINGS, openBooking, requestFields, sendRequest } from '../../test/support/booking';
import { inboxOf, MAIL_INBOX, sweepAt } from '../../test/support/mail-catcher';
import { buildTestApp } from '../../test/support/test-app';
import { createSmtpTransport } from '../adapters/nodemailer/mail-transport';
import { afterDepositChange, depositMailListener } from './deposit-mail';
import { REFUND_NOTE_WAIT_MS } from './deposit-notice';
import { createMailDeps } from './deps';

const { app, db } = buildTestApp();
const config = loadConfig();
const origin = config.appOrigin;
const nextYear = new Date().getUTCFullYear() + 1;
const STUDIO = 'Black Lotus Tattoo';

/** The listener as the api wires it: SMTP (the stack's mail catcher), sent before answering. */
const listener = depositMailListener({
  db,
  transport: createSmtpTransport(config.mail),
  appOrigin: origin,
  clock: () => new Date(),
  logger: silentLogger,
});

/** Artist with a studio name, an open booking page, and Stripe connected (charges enabled). */
async function studio(): Promise<{ artist: Artist; username: string }> {
  const artist = await createArtist(app, db, { plan: 'pro', timezone: 'Europe/Berlin' });
  const saved = await artist.call('put', '/api/profile/reminders', {
    hoursBefore: 24,
    studioName: STUDIO,
    studioAddress: '12 Canal St, Berlin',
  });
  expect(saved.status).toBe(200);
  const username = await openBooking(artist, db);
  const accountId = `acct_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  await db
    .doc(`users/${artist.uid}`)
    .set(
      { stripeConnect: { accountId, chargesEnabled: true, detailsSubmitted: true } },
      { merge: true },
    );
  await db.doc(`connectAccounts/${accountId}`).set({ uid: artist.uid });
  return { artist, username };
}

/** A request accepted with a €100 deposit; the client's address and the appointment. */
async function accepted(artist: Artist, username: string, day: number) {
  const fields = requestFields({ email: `client-${randomUUID()}@example.test` });
  const id = await sendRequest(app, username, fields);
  const res = await artist.call('post', `/api/booking-requests/${id}/accept`, {
    appointmentDate: `${nextYear}-05-${String(day).padStart(2, '0')}T11:00`,
    timezone: 'Europe/Berlin',
    duration: 180,
    estimatedPrice: 450,
    deposit: 100,
  });
  expect(res.status, res.text).toBe(200);
  return { email: fields.email as string, appointmentId: String(res.body.appointmentId) };
}

const subjects = async (email: string) => (await inboxOf(email)).map((m) => m.subject);
const appointmentRef = (artist: Artist, id: string) =>
  db.doc(`users/${artist.uid}/appointments/${id}`);

/** What the deposit code commits on a change, written here so the listener can be told of it. */
async function depositBecomes(
  artist: Artist,
  id: string,
  status: string,
  action: string,
  extra: Record<string, unknown> = {},
) {
  const snapshot = await appointmentRef(artist, id).get();
  const deposit = snapshot.get('deposit') as Record<string, unknown> & { history: unknown[] };
  const at = new Date();
  const paid = status === 'requested' ? {} : { paidAt: deposit.paidAt ?? at };
  await appointmentRef(artist, id).update({
    ...extra,
    deposit: { ...deposit, ...paid, status, history: [...deposit.history, { at, action }] },
  });
  return at;
}

describe('the client learns of the deposit from their mailbox (issue 34)', () => {
  let artist: Artist;
  let username: string;

  beforeAll(async () => {
    ({ artist, username } = await studio());
  });

  it('accepting with a deposit sends the deposit request, never "Booked", and its link is payable', async () => {
    const { email, appointmentId } = await accepted(artist, username, 12);
    const mails = await inboxOf(email);
    expect(mails.map((m) => m.subject)).toEqual([
      expect.stringMatching(/^Deposit to confirm your tattoo session with Black Lotus Tattoo on /),
    ]);
    const [mail] = mails;
    expect(mail!.subject).not.toContain('Booked');
    expect(mail!.text).toContain('pay the deposit of €100.00');
    expect(mail!.text).toContain(OPEN_SETTINGS.policy);
    expect(mail!.html).toContain('name="viewport"');
    expect(mail!.html).toMatch(/<a href="[^"]+\/deposit\/[^"]+"[^>]*>Pay deposit<\/a>/);
    // The link is read from the mail itself and opens a payable deposit.
    const link = /Pay deposit: (\S+)/.exec(mail!.text)?.[1];
    expect(link?.startsWith(`${origin}/deposit/`)).toBe(true);
    const token = decodeURIComponent(new URL(link!).pathname.split('/deposit/')[1]!);
    const stored = await appointmentRef(artist, appointmentId).get();
    expect(token).toBe(stored.get('deposit.token'));
    const page = await request(app).get(`/api/public/deposits/${encodeURIComponent(token)}`);
    expect(page.status, page.text).toBe(200);
    expect(page.body).toMatchObject({
      amount: { cents: 10_000, currency: 'EUR' },
      status: 'requested',
      payable: true,
    });
    // Replies reach the artist; the sign-off names the studio and how to reach it.
    const source = await (await fetch(`${MAIL_INBOX}/api/email/${mail!.id}/source`)).text();
    expect(source).toContain(`Reply-To: ${artist.email}`);
    expect(mail!.text).toContain(`${STUDIO}\n`);
    expect(mail!.text).toContain(artist.email);
  });

  it('hearing of the same change twice sends one mail; a paid deposit books it', async () => {
    const { email, appointmentId } = await accepted(artist, username, 13);
    await listener(artist.uid, appointmentId, 'requested');
    await listener(artist.uid, appointmentId, 'requested');
    expect(await subjects(email)).toHaveLength(1);

    await depositBecomes(artist, appointmentId, 'paid', 'paid');
    await listener(artist.uid, appointmentId, 'paid');
    await listener(artist.uid, appointmentId, 'paid');
    const paid = (await inboxOf(email)).slice(1);
    expect(paid.map((m) => m.subject)).toEqual([
      expect.stringMatching(
        /^Booked: your tattoo session with Black Lotus Tattoo on .*, deposit €100\.00 received$/,
      ),
    ]);
    expect(paid[0]!.text).not.toContain('/deposit/');
  });

  it('tells of a refund and of a kept deposit, and a cancellation says what became of it', async () => {
    const refunded = await accepted(artist, username, 14);
    await depositBecomes(artist, refunded.appointmentId, 'refunded', 'refunded', {
      depositOutcome: 'refunded',
    });
    await listener(artist.uid, refunded.appointmentId, 'refunded');
    await listener(artist.uid, refunded.appointmentId, 'refunded');
    // Issue 49: a refund of a visit still on waits for a cancellation that may follow it.
    expect(await subjects(refunded.email)).toHaveLength(1);
    await sweepAt(db, new Date(Date.now() + REFUND_NOTE_WAIT_MS + 60_000));
    const refundMails = (await inboxOf(refunded.email)).slice(1);
    expect(refundMails.map((m) => m.subject)).toEqual([
      'Deposit refunded: €100.00 for your tattoo session with Black Lotus Tattoo',
    ]);
    expect(refundMails[0]!.text).toContain('has refunded your deposit of €100.00');

    const kept = await accepted(artist, username, 15);
    await depositBecomes(artist, kept.appointmentId, 'kept', 'kept', {
      depositOutcome: 'kept',
      status: 'cancelled',
    });
    await listener(artist.uid, kept.appointmentId, 'kept');
    const keptMail = (await inboxOf(kept.email))[1]!;
    expect(keptMail.subject).toMatch(/^Deposit kept: /);
    expect(keptMail.text).toContain('is cancelled and your deposit of €100.00 is kept');
    expect(keptMail.text).toContain(OPEN_SETTINGS.policy);

    // The artist cancels a visit whose deposit they refunded: the note says so.
    const cancelled = await accepted(artist, username, 16);
    await depositBecomes(artist, cancelled.appointmentId, 'refunded', 'refunded', {
      depositOutcome: 'refunded',
    });
    const stored = (await appointmentRef(artist, cancelled.appointmentId).get()).data()!;
    const res = await artist.call('put', `/api/appointments/${cancelled.appointmentId}`, {
      title: stored.title,
      appointmentDate: `${nextYear}-05-16T11:00`,
      timezone: 'Europe/Berlin',
      duration: 180,
      type: 'tattoo_session',
      status: 'cancelled',
      depositOutcome: 'refunded',
    });
    expect(res.status, res.text).toBe(200);
    const note = (await inboxOf(cancelled.email)).find((m) => m.subject.startsWith('Cancelled:'));
    expect(note?.text).toContain('Your deposit of €100.00 is refunded.');
  });

  it('without SMTP in the process the mail waits, due now, and the scheduler sends it once', async () => {
    const { email, appointmentId } = await accepted(artist, username, 17);
    await depositBecomes(artist, appointmentId, 'paid', 'paid');
    const queueOnly = depositMailListener({ db, clock: () => new Date(), logger: silentLogger });
    await queueOnly(artist.uid, appointmentId, 'paid');
    expect(await subjects(email)).toHaveLength(1);
    await sweepAt(db, new Date());
    await listener(artist.uid, appointmentId, 'paid');
    expect((await subjects(email)).filter((s) => s.startsWith('Booked:'))).toHaveLength(1);
  });

  it('a listener failure is logged, never thrown', async () => {
    const errors: string[] = [];
    const deps = createMailDeps({
      db,
      transport: createSmtpTransport(config.mail),
      appOrigin: origin,
      clock: () => new Date(),
      logger: { ...silentLogger, error: (m: string) => void errors.push(m) },
    });
    deps.outbox.context = () => Promise.reject(new Error('Firestore down'));
    await expect(afterDepositChange(deps, artist.uid, 'any', 'paid')).resolves.toBeUndefined();
    expect(errors).toEqual(['mail.deposit_failed']);
  });
});
