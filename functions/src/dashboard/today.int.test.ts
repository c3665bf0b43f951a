import type { DashboardToday } from '@inkforge/domain';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/support/test-app';
import { createArtist, type Artist } from '../../test/support/artist';

// Wednesday 10 June 2026, 09:30 in London (BST, UTC+1): the studio's week runs Mon 8 – Sun 14.
const NOW = new Date('2026-06-10T08:30:00Z');
const { app, db } = buildTestApp({ clock: () => NOW });

const at = (iso: string) => new Date(iso);

async function seed(
  uid: string,
  collection: string,
  docs: Record<string, Record<string, unknown>>,
) {
  const batch = db.batch();
  for (const [id, data] of Object.entries(docs)) {
    batch.set(db.collection(`users/${uid}/${collection}`).doc(id), data);
  }
  await batch.commit();
}

const base = {
  type: 'tattoo_session',
  timezone: 'Europe/London',
  createdAt: at('2026-05-01T10:00:00Z'),
};
const asked = (amountCents: number) => ({
  amountCents,
  currency: 'GBP',
  status: 'requested',
  token: 't',
  requestedAt: at('2026-06-01T10:00:00Z'),
  paidAt: null,
  paymentId: null,
  policy: null,
  moves: 0,
  history: [],
});

/** A London studio's week, every figure below computed by hand from these rows. */
async function seedLondonWeek(artist: Artist) {
  const { uid } = artist;
  await db.doc(`users/${uid}`).update({
    timezone: 'Europe/London',
    currency: 'GBP',
    packCredits: 12,
    bookingSettings: { open: true },
  });
  await seed(uid, 'clients', {
    ada: { name: 'Ada Lovelace', allergies: 'latex', status: 'active', createdAt: NOW },
    ben: { name: 'Ben Okri', status: 'active', createdAt: NOW },
  });
  await seed(uid, 'flash', {
    swallow: { imagePath: `users/${uid}/flash/swallow.webp`, archived: false, title: 'Swallow' },
  });
  await seed(uid, 'appointments', {
    // 08:00–09:00 London, done before 09:30: not the next one, not owed (completed).
    early: {
      ...base,
      clientId: 'ben',
      title: 'Early',
      appointmentDate: at('2026-06-10T07:00:00Z'),
      duration: 60,
      status: 'completed',
      priceCents: 10000,
    },
    // 10:00 London: the next session, a flash booking (its stencil prints at 12 cm).
    next: {
      ...base,
      clientId: 'ada',
      title: 'Swallow',
      appointmentDate: at('2026-06-10T09:00:00Z'),
      duration: 120,
      status: 'confirmed',
      priceCents: 15000,
      depositCents: 3000,
      flash: { id: 'swallow', variant: 0, sizeCm: 12 },
    },
    // 14:00 London, its online deposit asked and unpaid: to chase.
    later: {
      ...base,
      clientId: 'ben',
      title: 'Script',
      appointmentDate: at('2026-06-10T13:00:00Z'),
      duration: 60,
      status: 'scheduled',
      priceCents: 8000,
      deposit: asked(2500),
    },
    // 16:00 London, cancelled: nowhere.
    gone: {
      ...base,
      clientId: 'ben',
      title: 'Gone',
      appointmentDate: at('2026-06-10T15:00:00Z'),
      duration: 60,
      status: 'cancelled',
      priceCents: 99900,
    },
    // Tomorrow 11:00 London.
    tomorrow: {
      ...base,
      clientId: 'ben',
      title: 'Sleeve 2',
      appointmentDate: at('2026-06-11T10:00:00Z'),
      duration: 180,
      status: 'scheduled',
      priceCents: 20000,
      depositCents: 5000,
    },
    // Saturday of this week.
    saturday: {
      ...base,
      clientId: 'ada',
      title: 'Rose',
      appointmentDate: at('2026-06-13T11:00:00Z'),
      duration: 60,
      status: 'scheduled',
      priceCents: 6000,
    },
    // Monday of this week, paid in full by its deposit.
    monday: {
      ...base,
      clientId: 'ada',
      title: 'Dagger',
      appointmentDate: at('2026-06-08T11:00:00Z'),
      duration: 60,
      status: 'scheduled',
      priceCents: 5000,
      depositCents: 5000,
    },
    // Next Tuesday: outside the week, its deposit asked: to chase.
    nextWeek: {
      ...base,
      clientId: 'ada',
      title: 'Moth',
      appointmentDate: at('2026-06-16T11:00:00Z'),
      duration: 60,
      status: 'scheduled',
      priceCents: 7000,
      deposit: asked(4000),
    },
    // 00:30 on Monday London is still Sunday 23:30 UTC: inside the London week.
    midnight: {
      ...base,
      clientId: 'ben',
      title: 'Night',
      appointmentDate: at('2026-06-07T23:30:00Z'),
      duration: 30,
      status: 'scheduled',
      priceCents: 1000,
    },
  });
  await seed(uid, 'intakeForms', {
    later: {
      appointmentId: 'later',
      name: 'Ben Okri',
      medicalFlags: [],
      signedAt: at('2026-06-09T10:00:00Z'),
    },
  });
  const pay = (paymentDate: string, amountCents: number, extra: object = {}) => ({
    projectId: 'p',
    clientId: 'ada',
    amountCents,
    paymentMethod: 'card',
    paymentDate,
    kind: 'payment',
    createdAt: NOW,
    ...extra,
  });
  await seed(uid, 'payments', {
    sunday: pay('2026-06-07', 9999),
    monday: pay('2026-06-08', 3000),
    today: pay('2026-06-10', 5000),
    refunded: pay('2026-06-10', 2000, { kind: 'deposit', refunded: true }),
    nextMonday: pay('2026-06-15', 7777),
  });
  await seed(uid, 'bookingRequests', {
    old: { status: 'pending', name: 'A', createdAt: at('2026-06-08T08:30:00Z') },
    fresh: { status: 'pending', name: 'B', createdAt: at('2026-06-10T06:00:00Z') },
    answered: { status: 'accepted', name: 'C', createdAt: at('2026-06-01T08:00:00Z') },
  });
  await seed(uid, 'texts', {
    t1: { direction: 'in', clientId: 'ada', body: 'On my way', createdAt: NOW },
    t2: { direction: 'in', clientId: 'ada', body: 'Running late', read: false, createdAt: NOW },
    t3: { direction: 'in', clientId: 'ben', body: 'Thanks', read: true, createdAt: NOW },
    t4: { direction: 'out', clientId: 'ben', body: 'See you', createdAt: NOW },
  });
}

const today = async (artist: Artist): Promise<DashboardToday> => {
  const res = await artist.call('get', '/api/dashboard/today');
  expect(res.status).toBe(200);
  return res.body as DashboardToday;
};

describe('GET /api/dashboard/today', () => {
  it('gives the next session, the day, what waits and the week in the studio zone', async () => {
    const artist = await createArtist(app, db, {});
    await seedLondonWeek(artist);

    const body = await today(artist);

    expect(body.timeZone).toBe('Europe/London');
    expect(body.today).toBe('2026-06-10');
    expect(body.next).toMatchObject({
      id: 'next',
      startsAt: '2026-06-10T09:00:00.000Z',
      endsAt: '2026-06-10T11:00:00.000Z',
      localDate: '2026-06-10',
      clientName: 'Ada Lovelace',
      title: 'Swallow',
      flags: { depositDue: false, intakeMissing: true, medicalReview: true, stencilReady: true },
      stencil: { path: '/api/appointments/next/flash-stencil.pdf', sizeCm: 12 },
    });
    expect(body.next?.thumbnailUrl).toContain('swallow.webp');
    expect(body.restOfToday.map((s) => [s.id, s.flags])).toEqual([
      [
        'later',
        { depositDue: true, intakeMissing: false, medicalReview: false, stencilReady: false },
      ],
    ]);
    expect(body.restOfToday[0]?.stencil).toBeNull();
    expect(body.tomorrow.map((s) => [s.id, s.clientName, s.localDate])).toEqual([
      ['tomorrow', 'Ben Okri', '2026-06-11'],
    ]);
    // Two pending requests; the oldest came on Monday 08:30 UTC: 48 hours ago.
    expect(body.requests).toEqual({
      waiting: 2,
      oldestSince: '2026-06-08T08:30:00.000Z',
      oldestAgeHours: 48,
    });
    // 'later' (£25) today and 'nextWeek' (£40): £65.
    expect(body.depositsToChase.count).toBe(2);
    expect(body.depositsToChase.total).toEqual({ cents: 6500, currency: 'GBP' });
    expect(body.depositsToChase.sessions.map((s) => [s.id, s.clientName, s.amount.cents])).toEqual([
      ['later', 'Ben Okri', 2500],
      ['nextWeek', 'Ada Lovelace', 4000],
    ]);
    // Two unread texts, both Ada's: one thread.
    expect(body.unreadMessages).toEqual({ count: 2, threads: 1 });
    // Recorded: Mon £30 + today £50 (the refunded £20, last Sunday and next Monday left out).
    // Held on the week's live sessions: next £30 + tomorrow £50 + monday £50 = £130.
    // Owed: next 150−30 + later 80 + tomorrow 200−50 + saturday 60 + monday 0 + night 10 = £420.
    expect(body.moneyThisWeek).toEqual({
      weekStart: '2026-06-08',
      weekEnd: '2026-06-14',
      recorded: { cents: 8000, currency: 'GBP' },
      depositsHeld: { cents: 13000, currency: 'GBP' },
      balanceDue: { cents: 42000, currency: 'GBP' },
    });
    expect(body.account).toEqual({ credits: 12, plan: 'Free Artist' });
    expect(body.setUp.complete).toBe(false);
    expect(body.setUp.steps.map((s) => [s.key, s.done])).toEqual([
      ['studio', false],
      ['public_page', true],
      ['payouts', false],
      ['first_flash', true],
      ['working_hours', false],
    ]);
  });

  it('shows a first day its set-up steps, nothing ticked, and nothing of another artist', async () => {
    const busy = await createArtist(app, db, {});
    await seedLondonWeek(busy);
    const fresh = await createArtist(app, db, {});

    const body = await today(fresh);

    expect(body.next).toBeNull();
    expect(body.restOfToday).toEqual([]);
    expect(body.tomorrow).toEqual([]);
    expect(body.requests).toEqual({ waiting: 0, oldestSince: null, oldestAgeHours: null });
    expect(body.depositsToChase.count).toBe(0);
    expect(body.unreadMessages).toEqual({ count: 0, threads: 0 });
    expect(body.moneyThisWeek.recorded.cents).toBe(0);
    expect(body.moneyThisWeek.balanceDue.cents).toBe(0);
    expect(body.setUp.complete).toBe(false);
    expect(body.setUp.steps.every((s) => !s.done)).toBe(true);
  });

  it('marks every step done once the page is open, payouts on, flash up and hours set', async () => {
    const artist = await createArtist(app, db, { timezone: 'Europe/London' });
    await db.doc(`users/${artist.uid}`).update({
      bookingSettings: { open: true },
      stripeConnect: { accountId: 'acct_1', chargesEnabled: true, detailsSubmitted: true },
    });
    await seed(artist.uid, 'flash', { f: { imagePath: null, archived: false } });
    const studio = await artist.call('put', '/api/profile/studio', {
      country: 'GB',
      timezone: 'Europe/London',
      currency: 'GBP',
      studioName: 'Fern & Needle',
      address: '12 Mare Street, London E8',
    });
    expect(studio.status, studio.text).toBe(200);
    const hours = await artist.call('put', '/api/profile/working-hours', {
      start: '10:00',
      end: '18:00',
      days: [0, 1, 2, 3, 4],
    });
    expect(hours.status).toBe(200);

    const body = await today(artist);

    expect(body.setUp.steps.map((s) => [s.key, s.done])).toEqual([
      ['studio', true],
      ['public_page', true],
      ['payouts', true],
      ['first_flash', true],
      ['working_hours', true],
    ]);
    expect(body.setUp.complete).toBe(true);
  });

  it('needs a signed-in caller', async () => {
    expect((await request(app).get('/api/dashboard/today')).status).toBe(401);
  });
});
