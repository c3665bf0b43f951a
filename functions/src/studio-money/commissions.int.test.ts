import type { ApiCommissionsReport, HouseShare } from '@inkforge/domain';
import { describe, expect, it } from 'vitest';
import type { Artist } from '../../test/support/artist';
import { createTestStudio, joinStudio } from '../../test/support/studio';
import { buildTestApp } from '../../test/support/test-app';
import { createStudiosRepository } from '../studios/studios.repository';

// Mid-November 2026 in Berlin: the deposits taken "today" are dated 2026-11-15.
const { app, db } = buildTestApp({ clock: () => new Date('2026-11-15T12:00:00Z') });
const ZONE = 'Europe/Berlin';

async function setShare(studioId: string, uid: string, houseShare: HouseShare) {
  await createStudiosRepository(db).refs.members(studioId).doc(uid).update({ houseShare });
}

async function clientWithProject(artist: Artist) {
  const client = await artist.call('post', '/api/clients', {
    name: 'Client',
    email: 'c@example.test',
  });
  expect(client.status).toBe(201);
  const project = await artist.call('post', '/api/client-projects', {
    clientId: client.body.id,
    title: 'Sleeve',
  });
  expect(project.status).toBe(201);
  return { clientId: client.body.id as string, projectId: project.body.id as string };
}

/** An appointment at a Berlin wall-clock time; returns its id. */
async function book(
  artist: Artist,
  ids: { clientId: string; projectId: string },
  at: string,
  extra: Record<string, unknown> = {},
): Promise<string> {
  const res = await artist.call('post', '/api/appointments', {
    ...ids,
    title: `Session ${at}`,
    appointmentDate: at,
    timezone: ZONE,
    duration: 60,
    ...extra,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id as string;
}

async function pay(artist: Artist, projectId: string, amount: string, paymentDate: string) {
  const res = await artist.call('post', '/api/project-payments', {
    projectId,
    amount,
    paymentDate,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id as string;
}

/** A deposit taken on the booking (dated today, the 15th), then the appointment cancelled. */
async function cancelledWithDeposit(
  artist: Artist,
  ids: { clientId: string; projectId: string },
  at: string,
  deposit: string,
  depositOutcome: 'kept' | 'refunded',
) {
  const id = await book(artist, ids, at, { deposit });
  const res = await artist.call('put', `/api/appointments/${id}`, {
    title: `Session ${at}`,
    appointmentDate: at,
    timezone: ZONE,
    duration: 60,
    deposit,
    status: 'cancelled',
    depositOutcome,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const payments = await db
    .collection(`users/${artist.uid}/payments`)
    .where('appointmentId', '==', id)
    .get();
  expect(payments.size).toBe(1);
  return payments.docs[0]!.id;
}

/** Two artists, a month of work, and everything around it that must not count. */
async function seededMonth() {
  const studio = await createTestStudio(app, db, {
    artists: 0,
    timezone: ZONE,
    name: 'Black Lotus',
  });
  const ana = await joinStudio(app, db, studio.id, 'artist', { plan: 'pro', timezone: ZONE });
  const bo = await joinStudio(app, db, studio.id, 'artist', { plan: 'pro', timezone: ZONE });
  await setShare(studio.id, ana.uid, { kind: 'percent', percent: 40 });
  await setShare(studio.id, bo.uid, { kind: 'chairRent', monthlyCents: 40_000 });

  const a = await clientWithProject(ana);
  // 00:30 on Nov 1 in Berlin is still Oct 31 in UTC: it is November's.
  const a1 = await book(ana, a, '2026-11-01T00:30', { status: 'completed' });
  const a2 = await book(ana, a, '2026-11-03T10:00', { status: 'completed' });
  // 00:30 on Dec 1 in Berlin is Nov 30 in UTC: it is December's.
  await book(ana, a, '2026-12-01T00:30', { status: 'completed' });
  await book(ana, a, '2026-11-28T10:00'); // scheduled, not done
  const pa1 = await pay(ana, a.projectId, '333.33', '2026-11-01');
  const pa2 = await pay(ana, a.projectId, '250', '2026-11-03');
  await pay(ana, a.projectId, '99', '2026-12-01'); // next month
  await pay(ana, a.projectId, '77', '2026-10-31'); // last month
  const kept = await cancelledWithDeposit(ana, a, '2026-11-20T10:00', '50', 'kept');
  const back = await cancelledWithDeposit(ana, a, '2026-11-25T10:00', '80', 'refunded');

  const b = await clientWithProject(bo);
  const b1 = await book(bo, b, '2026-11-10T12:00', { status: 'completed' });
  const b2 = await book(bo, b, '2026-11-12T12:00', { status: 'completed' });
  const pb1 = await pay(bo, b.projectId, '300', '2026-11-10');
  const pb2 = await pay(bo, b.projectId, '150', '2026-11-12');

  // Another studio's artist, busy the same month: nothing of theirs counts here.
  const other = await createTestStudio(app, db, { artists: 1, timezone: ZONE });
  const stranger = other.artists[0]!;
  const s = await clientWithProject(stranger);
  await book(stranger, s, '2026-11-05T10:00', { status: 'completed' });
  await pay(stranger, s.projectId, '1000', '2026-11-05');

  return { studio, other, ana, bo, ids: { a1, a2, b1, b2, pa1, pa2, kept, back, pb1, pb2 } };
}

describe('the commissions report', () => {
  it('equals the hand-computed table of a seeded month, as JSON and as CSV', async () => {
    const { studio, ana, bo, ids } = await seededMonth();
    const res = await studio.owner.call(
      'get',
      `/api/studios/${studio.id}/reports/commissions?month=2026-11`,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const report = res.body as ApiCommissionsReport;
    const EUR = (cents: number) => ({ cents, currency: report.currency });

    // By hand. Ana, 40 %: two sessions (Nov 1 00:30 and Nov 3); recorded 333.33 + 250.00 + the
    // kept deposit 50.00 = 633.33 (the refunded 80.00 is not hers); house floor(63 333 × 0.4)
    // = 25 333, Ana 38 000. Bo, chair rent 400.00: recorded 450.00, house 400.00, Bo 50.00.
    const table = [
      // uid, sessions, recorded, kept, refunded, house, artist
      [studio.owner.uid, 0, 0, 0, 0, 0, 0],
      [ana.uid, 2, 63_333, 5_000, 8_000, 25_333, 38_000],
      [bo.uid, 2, 45_000, 0, 0, 40_000, 5_000],
    ] as const;
    expect(report.artists.map((line) => line.uid)).toEqual(table.map((row) => row[0]));
    for (const [uid, sessions, recorded, kept, refunded, house, artist] of table) {
      expect(report.artists.find((line) => line.uid === uid)).toMatchObject({
        sessions,
        recorded: EUR(recorded),
        depositsKept: EUR(kept),
        depositsRefunded: EUR(refunded),
        houseShare: EUR(house),
        artistShare: EUR(artist),
      });
    }
    expect(report.totals).toEqual({
      sessions: 4,
      recorded: EUR(108_333),
      depositsKept: EUR(5_000),
      depositsRefunded: EUR(8_000),
      houseShare: EUR(65_333),
      artistShare: EUR(43_000),
    });
    // Every figure names what it sums.
    const anaLine = report.artists[1]!;
    expect(anaLine.rule).toEqual({ kind: 'percent', percent: 40 });
    expect(anaLine.trace.sessions.sort()).toEqual([ids.a1, ids.a2].sort());
    expect(anaLine.trace.recorded.sort()).toEqual([ids.pa1, ids.pa2, ids.kept].sort());
    expect(anaLine.trace.depositsKept).toEqual([ids.kept]);
    expect(anaLine.trace.depositsRefunded).toEqual([ids.back]);
    expect(report.artists[2]!.trace.sessions.sort()).toEqual([ids.b1, ids.b2].sort());
    expect(report.artists[2]!.trace.recorded.sort()).toEqual([ids.pb1, ids.pb2].sort());
    expect(report).toMatchObject({ studioId: studio.id, month: '2026-11', timezone: ZONE });

    const csv = await studio.owner
      .call('get', `/api/studios/${studio.id}/reports/commissions?month=2026-11`)
      .set('Accept', 'text/csv')
      .buffer(true)
      .parse((response, done) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
        response.on('end', () => done(null, text));
      });
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toBe(
      'attachment; filename="commissions-2026-11.csv"',
    );
    const rows = (csv.body as string).split('\r\n');
    expect(rows[0]).toBe(
      'artist,uid,role,rule,rule_value,sessions,recorded_cents,deposits_kept_cents,' +
        'deposits_refunded_cents,house_share_cents,artist_share_cents,currency,' +
        'appointment_ids,payment_ids,deposit_kept_ids,deposit_refunded_ids',
    );
    const cur = report.currency;
    expect(rows[2]).toMatch(
      new RegExp(`^[^,]+,${ana.uid},artist,percent,40,2,63333,5000,8000,25333,38000,${cur},`),
    );
    expect(rows[3]).toMatch(
      new RegExp(`^[^,]+,${bo.uid},artist,chairRent,40000,2,45000,0,0,40000,5000,${cur},`),
    );
    expect(rows[4]).toBe(`Total,,,,,4,108333,5000,8000,65333,43000,${cur},,,,`);
    expect(rows[5]).toBe('');
    expect(rows).toHaveLength(6);
  });

  it('is the owner’s: 403 STUDIO_FORBIDDEN to an artist and the desk, 404 to a stranger', async () => {
    const studio = await createTestStudio(app, db, { artists: 1 });
    const other = await createTestStudio(app, db, { artists: 0 });
    const path = `/api/studios/${studio.id}/reports/commissions?month=2026-11`;
    for (const member of [studio.artists[0]!, studio.desk]) {
      const res = await member.call('get', path);
      expect(res.status).toBe(403);
      expect(res.body.error).toBe('STUDIO_FORBIDDEN');
    }
    const stranger = await other.owner.call('get', path);
    expect(stranger.status).toBe(404);
    expect(stranger.body.error).toBe('STUDIO_NOT_FOUND');
    const csv = await other.owner.call('get', path).set('Accept', 'text/csv');
    expect(csv.status).toBe(404);
    expect(csv.body.error).toBe('STUDIO_NOT_FOUND');
  });

  it('refuses a month that is not YYYY-MM in words', async () => {
    const studio = await createTestStudio(app, db, { artists: 0 });
    for (const month of ['2026-13', 'november', '']) {
      const res = await studio.owner.call(
        'get',
        `/api/studios/${studio.id}/reports/commissions?month=${month}`,
      );
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('The month is YYYY-MM.');
    }
  });
});
