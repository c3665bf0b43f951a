import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  localDateTimeInput,
  type ApiStudioAppointment,
  type ApiStudioCalendar,
  type AppointmentHistoryEntry,
} from '@inkforge/domain';
import type request from 'supertest';
import { describe, expect, it } from 'vitest';
import type { Artist } from '../../test/support/artist';
import { inboxOf } from '../../test/support/mail-catcher';
import { createTestStudio, type TestStudio } from '../../test/support/studio';
import { buildTestApp } from '../../test/support/test-app';

const { app, db } = buildTestApp();
const HOUR = 3_600_000;
const ZONE = 'Europe/Berlin';

/** A whole minute `days` ahead (plus `hours`), so the wall-clock input keeps the instant. */
const ahead = (days: number, hours = 0) =>
  new Date(Math.ceil((Date.now() + days * 24 * HOUR + hours * HOUR) / 60_000) * 60_000);

const session = (start: Date, extra: object = {}) => ({
  title: 'Koi sleeve, session 1',
  appointmentDate: localDateTimeInput(start, ZONE),
  timezone: ZONE,
  duration: 120,
  type: 'tattoo_session',
  ...extra,
});

const newClient = () => ({
  name: 'Ada Lovelace',
  email: `client-${randomUUID()}@example.test`,
});

const one = (studio: TestStudio, artistUid: string, appointmentId: string) =>
  `/api/studios/${studio.id}/artists/${artistUid}/appointments/${appointmentId}`;

/** The history as `role action` lines, with who acted. */
const lines = (history: AppointmentHistoryEntry[] | undefined) =>
  (history ?? []).map((h) => `${h.role} ${h.uid} ${h.action}`);

async function book(studio: TestStudio, by: Artist, body: object) {
  const res = await by.call('post', `/api/studios/${studio.id}/appointments`, body);
  expect(res.status, res.text).toBe(201);
  return res.body as ApiStudioAppointment;
}

/** The PDF's words as a reader copies them (pdftotext), whitespace folded. */
function pdfText(body: Buffer): string {
  const file = join(mkdtempSync(join(tmpdir(), 'desk-evidence-')), 'evidence.pdf');
  writeFileSync(file, body);
  return execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
}

const binary = (res: request.Response, done: (err: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};

describe('the desk books for an artist (issue 43)', () => {
  it('books a new client into the artist’s book; the client’s confirmation names the artist', async () => {
    const studio = await createTestStudio(app, db, { artists: 1, timezone: ZONE });
    const [artist] = studio.artists as [Artist];
    await db.doc(`users/${artist.uid}`).update({ displayName: 'Mara Vex', timezone: ZONE });
    const client = newClient();

    const booked = await book(studio, studio.desk, {
      ...session(ahead(3)),
      artistUid: artist.uid,
      client,
    });
    expect(booked).toMatchObject({ artistUid: artist.uid, clientName: 'Ada Lovelace' });
    expect(lines(booked.history)).toEqual([`desk ${studio.desk.uid} created`]);

    // The appointment and its client are the artist's own records.
    const calendar = await artist.call('get', '/api/calendar-new');
    expect(calendar.body.map((a: { id: string }) => a.id)).toContain(booked.id);
    const mails = await inboxOf(client.email);
    expect(mails.map((m) => m.subject)).toEqual([expect.stringMatching(/^Booked: /)]);
    expect(`${mails[0]!.subject} ${mails[0]!.text}`).toContain('Mara Vex');

    // The same address, however written, is the same client of the artist's.
    const again = await book(studio, studio.desk, {
      ...session(ahead(10)),
      artistUid: artist.uid,
      client: { name: 'Ada L.', email: client.email.toUpperCase() },
    });
    expect(again.clientId).toBe(booked.clientId);
  });

  it('warns of overlaps per artist: the same slot for two artists is fine', async () => {
    const studio = await createTestStudio(app, db, { artists: 2, timezone: ZONE });
    const [a, b] = studio.artists as [Artist, Artist];
    const start = ahead(4);
    await book(studio, studio.desk, { ...session(start), artistUid: a.uid, client: newClient() });
    await book(studio, studio.desk, { ...session(start), artistUid: b.uid, client: newClient() });

    const clash = await studio.desk.call('post', `/api/studios/${studio.id}/appointments`, {
      ...session(new Date(start.getTime() + HOUR)),
      artistUid: a.uid,
      client: newClient(),
    });
    expect(clash.status).toBe(409);
    expect(clash.body.error).toBe('APPOINTMENT_OVERLAP');
    const confirmed = await studio.owner.call('post', `/api/studios/${studio.id}/appointments`, {
      ...session(new Date(start.getTime() + HOUR)),
      artistUid: a.uid,
      client: newClient(),
      allowOverlap: true,
    });
    expect(confirmed.status).toBe(201);
    expect(lines(confirmed.body.history)).toEqual([`owner ${studio.owner.uid} created`]);
  });

  it('keeps an artist to their own column: artist B cannot book for or move artist A', async () => {
    const studio = await createTestStudio(app, db, { artists: 2, timezone: ZONE });
    const [a, b] = studio.artists as [Artist, Artist];
    const booked = await book(studio, a, {
      ...session(ahead(5)),
      artistUid: a.uid,
      client: newClient(),
    });
    expect(lines(booked.history)).toEqual([`artist ${a.uid} created`]);

    const move = await b.call('put', one(studio, a.uid, booked.id), session(ahead(6)));
    expect(move.status).toBe(403);
    expect(move.body.error).toBe('STUDIO_FORBIDDEN');
    const bookForA = await b.call('post', `/api/studios/${studio.id}/appointments`, {
      ...session(ahead(7)),
      artistUid: a.uid,
      client: newClient(),
    });
    expect(bookForA.status).toBe(403);
    expect(bookForA.body.error).toBe('STUDIO_FORBIDDEN');
    for (const path of ['cancel', 'intake-link', 'payments', 'deposit-request']) {
      const res = await b.call('post', `${one(studio, a.uid, booked.id)}/${path}`, {
        amount: 50,
      });
      expect(res.status, path).toBe(403);
    }
    // The desk's uid has no column: not a tattooing member.
    const deskColumn = await studio.owner.call('post', `/api/studios/${studio.id}/appointments`, {
      ...session(ahead(7)),
      artistUid: studio.desk.uid,
      client: newClient(),
    });
    expect(deskColumn.status).toBe(404);
    expect(deskColumn.body.error).toBe('STUDIO_ARTIST_NOT_FOUND');
    // An appointment of A's named under B's column is not there.
    const wrongColumn = await studio.desk.call('get', one(studio, b.uid, booked.id));
    expect(wrongColumn.status).toBe(404);
  });

  it('shows studio B nothing of studio A: 404 on its calendar and every route', async () => {
    const [first, second] = await Promise.all([
      createTestStudio(app, db, { artists: 1, timezone: ZONE }),
      createTestStudio(app, db, { artists: 1, timezone: ZONE }),
    ]);
    const [artist] = first.artists as [Artist];
    const booked = await book(first, first.desk, {
      ...session(ahead(3)),
      artistUid: artist.uid,
      client: newClient(),
    });
    const path = one(first, artist.uid, booked.id);
    for (const outsider of [second.desk, second.owner, second.artists[0]!]) {
      const answers = await Promise.all([
        outsider.call('get', `/api/studios/${first.id}/calendar?from=2030-01-01&to=2030-01-07`),
        outsider.call('post', `/api/studios/${first.id}/appointments`, {
          ...session(ahead(8)),
          artistUid: artist.uid,
          client: newClient(),
        }),
        outsider.call('get', path),
        outsider.call('put', path, session(ahead(9))),
        outsider.call('post', `${path}/cancel`, {}),
        outsider.call('post', `${path}/intake-link`),
        outsider.call('post', `${path}/deposit-request`, { amount: 50 }),
        outsider.call('post', `${path}/payments`, { amount: 50 }),
        outsider.call('post', `${path}/deposit-outcome`, { outcome: 'refund' }),
      ]);
      expect(answers.map((r) => `${r.status} ${r.body.error}`)).toEqual(
        answers.map(() => '404 STUDIO_NOT_FOUND'),
      );
    }
  });
});

describe('the studio calendar (issue 43)', () => {
  it('lists every artist’s day in the studio’s zone with flags, never medical answers', async () => {
    const studio = await createTestStudio(app, db, { artists: 2, timezone: ZONE });
    const [a, b] = studio.artists as [Artist, Artist];
    const { body: client } = await a.call('post', '/api/clients/enhanced', {
      name: 'Grace Hopper',
      email: `client-${randomUUID()}@example.test`,
      allergies: 'Latex and nickel',
      medicalNotes: 'Takes blood thinners',
    });
    // 23:30 UTC is the next day in Berlin: the studio's zone names the day.
    const day = new Date(ahead(6));
    day.setUTCHours(23, 30, 0, 0);
    const booked = await book(studio, studio.desk, {
      ...session(day),
      artistUid: a.uid,
      clientId: client.id,
    });
    const other = await book(studio, studio.desk, {
      ...session(day),
      artistUid: b.uid,
      client: newClient(),
    });
    const berlinDay = new Date(day.getTime() + 2 * HOUR).toISOString().slice(0, 10);

    for (const reader of [studio.desk, studio.owner, b]) {
      const res = await reader.call(
        'get',
        `/api/studios/${studio.id}/calendar?from=${berlinDay}&to=${berlinDay}`,
      );
      expect(res.status, res.text).toBe(200);
      const calendar = res.body as ApiStudioCalendar;
      expect(calendar.timezone).toBe(ZONE);
      expect(calendar.artists.map((x) => x.uid).sort()).toEqual(
        [studio.owner.uid, a.uid, b.uid].sort(),
      );
      expect(calendar.artists.every((x) => /^#[0-9a-f]{6}$/.test(x.color))).toBe(true);
      const mine = calendar.appointments.find((x) => x.id === booked.id)!;
      expect(mine).toMatchObject({
        artistUid: a.uid,
        clientName: 'Grace Hopper',
        localDate: berlinDay,
        status: 'scheduled',
        duration: 120,
        flags: { depositMissing: true, intakeUnsigned: true, medicalReview: true },
      });
      expect(calendar.appointments.find((x) => x.id === other.id)?.flags.medicalReview).toBe(false);
      // Medical is a flag only: no answer appears anywhere in what the calendar sends.
      expect(res.text).not.toMatch(/latex|nickel|thinners/i);
    }

    const filtered = await studio.desk.call(
      'get',
      `/api/studios/${studio.id}/calendar?from=${berlinDay}&to=${berlinDay}&artist=${b.uid}`,
    );
    expect(filtered.body.appointments.map((x: { id: string }) => x.id)).toEqual([other.id]);
    expect(filtered.body.artists).toHaveLength(3);

    const before = await studio.desk.call(
      'get',
      `/api/studios/${studio.id}/calendar?from=2020-01-01&to=2020-01-07`,
    );
    expect(before.body.appointments).toEqual([]);
    const bad = await studio.desk.call(
      'get',
      `/api/studios/${studio.id}/calendar?from=2030-01-09&to=2030-01-01`,
    );
    expect(bad.status).toBe(400);
  });
});

describe('history on the appointment (issue 43)', () => {
  it('records who booked, moved and cancelled, artist or desk, and the evidence PDF lists it', async () => {
    const studio = await createTestStudio(app, db, { artists: 1, timezone: ZONE });
    const [artist] = studio.artists as [Artist];
    const { body: client } = await artist.call('post', '/api/clients/enhanced', {
      name: 'Dana Dispute',
      email: `client-${randomUUID()}@example.test`,
    });
    // The artist books on their own calendar, as before studios: the artist is recorded.
    const own = await artist.call('post', '/api/appointments', {
      ...session(ahead(3)),
      clientId: client.id,
    });
    expect(own.status, own.text).toBe(201);
    expect(lines(own.body.history)).toEqual([`artist ${artist.uid} created`]);

    const path = one(studio, artist.uid, own.body.id);
    const moved = await studio.desk.call('put', path, session(ahead(4)));
    expect(moved.status, moved.text).toBe(200);
    const cancelled = await studio.desk.call('post', `${path}/cancel`, {});
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(cancelled.body.status).toBe('cancelled');
    expect(lines(cancelled.body.history)).toEqual([
      `artist ${artist.uid} created`,
      `desk ${studio.desk.uid} moved`,
      `desk ${studio.desk.uid} cancelled`,
    ]);
    const deskName = studio.desk.email.split('@')[0]!;
    expect(cancelled.body.history[1].name).toBe(deskName);

    // The artist's own answer carries the same history.
    const read = await studio.owner.call('get', path);
    expect(lines(read.body.history)).toEqual(lines(cancelled.body.history));

    const pdf = await artist
      .call('get', `/api/appointments/${own.body.id}/evidence.pdf`)
      .buffer(true)
      .parse(binary);
    expect(pdf.status).toBe(200);
    const text = pdfText(pdf.body as Buffer);
    expect(text).toContain('Who did what');
    expect(text).toContain(`${deskName} (front desk) moved the appointment`);
    expect(text).toContain(`${deskName} (front desk) cancelled the appointment`);
    expect(text).toMatch(/\(artist\) booked the appointment/);
  });

  it('lets the desk send the intake link, ask a deposit and record a payment, with who asked', async () => {
    const studio = await createTestStudio(app, db, { artists: 1, timezone: ZONE });
    const [artist] = studio.artists as [Artist];
    const { body: client } = await artist.call('post', '/api/clients/enhanced', {
      name: 'Eve Example',
      email: `client-${randomUUID()}@example.test`,
    });
    const { body: project } = await artist.call('post', '/api/client-projects', {
      clientId: client.id,
      title: 'Rose',
      estimatedPrice: 400,
    });
    const booked = await book(studio, studio.desk, {
      ...session(ahead(5)),
      artistUid: artist.uid,
      clientId: client.id,
      projectId: project.id,
    });
    const path = one(studio, artist.uid, booked.id);

    const link = await studio.desk.call('post', `${path}/intake-link`);
    expect(link.status, link.text).toBe(201);
    expect(link.body.path).toMatch(/^\/intake\//);

    const deposit = await studio.desk.call('post', `${path}/deposit-request`, { amount: 50 });
    expect(deposit.status, deposit.text).toBe(201);
    expect(deposit.body.history[0].by).toMatchObject({ uid: studio.desk.uid, role: 'desk' });

    const paid = await studio.desk.call('post', `${path}/payments`, {
      amount: 100,
      paymentMethod: 'cash',
    });
    expect(paid.status, paid.text).toBe(201);
    expect(paid.body).toMatchObject({ projectId: project.id, amount: 100 });

    const read = await studio.desk.call('get', path);
    expect(lines(read.body.history)).toEqual([
      `desk ${studio.desk.uid} created`,
      `desk ${studio.desk.uid} intake_link_sent`,
      `desk ${studio.desk.uid} deposit_requested`,
      `desk ${studio.desk.uid} payment_recorded`,
    ]);

    // Without a project there is nothing to record a payment on.
    const bare = await book(studio, studio.desk, {
      ...session(ahead(9)),
      artistUid: artist.uid,
      clientId: client.id,
    });
    const refused = await studio.desk.call('post', `${one(studio, artist.uid, bare.id)}/payments`, {
      amount: 10,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe('STUDIO_PAYMENT_NEEDS_PROJECT');
  });
});
