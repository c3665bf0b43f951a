import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { createArtist, type Artist } from '../../test/support/artist';
import {
  bookedSession,
  ink,
  needle,
  writeSessionRecord,
} from '../../test/support/passport-records';
import { clientOf, inkArtist, inkOf, record, sessionOf } from '../../test/support/ink-records';
import { inboxOf } from '../../test/support/mail-catcher';
import { buildTestApp } from '../../test/support/test-app';
import { mintPortalLink } from '../portal';
import { sessionRecordedListener } from '../reminders';

const { app, db, deps } = buildTestApp();

/** The PDF's words as a reader copies them (pdftotext), whitespace folded. */
function pdfText(body: Buffer): string {
  const file = join(mkdtempSync(join(tmpdir(), 'passport-')), 'passport.pdf');
  writeFileSync(file, body);
  return execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
}

const binary = (res: request.Response, done: (err: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};

const tokenOf = (path: string) => path.slice('/bookings/'.length);

/** The save's hook as the session records call it: the passport mail for this version. */
const onSessionRecorded = sessionRecordedListener({ ...deps, transport: deps.mail });

describe('the ink passport (issue 45)', () => {
  let artist: Artist;
  let other: Artist;
  let mine: { clientId: string; appointmentId: string };
  let neighbour: { clientId: string; appointmentId: string };
  const email = `ruth-${Date.now()}@example.com`;
  const LOTS = ['EB-2207-A', 'KR-118', 'NDL-5521'];

  beforeAll(async () => {
    artist = await createArtist(app, db, { plan: 'pro', timezone: 'Europe/Berlin' });
    other = await createArtist(app, db, { plan: 'pro' });
    await db.doc(`users/${artist.uid}`).update({
      displayName: 'Ana Moreau',
      reminderSettings: { studioName: 'Black Lotus Tattoo', studioAddress: '12 Canal St, Berlin' },
      locale: 'en-US',
    });
    mine = await bookedSession(artist, { name: 'Ruth Reader', email }, '2031-03-04T14:00');
    neighbour = await bookedSession(artist, { name: 'Nina Neighbour' }, '2031-03-04T18:00');
    await writeSessionRecord(db, artist.uid, mine, {
      version: 1,
      supplies: [ink(LOTS[0]!), ink(LOTS[1]!, 'Crimson', 'Kuro Sumi'), needle(LOTS[2]!)],
      placement: 'Left forearm',
      clientInitials: 'R.R.',
    });
    await writeSessionRecord(db, artist.uid, neighbour, {
      version: 1,
      supplies: [ink('OTHER-LOT-9')],
      placement: 'Back',
      clientInitials: 'N.N.',
    });
  });

  it('prints every lot, the studio and the placement, and names no other client', async () => {
    const res = await artist
      .call('get', `/api/appointments/${mine.appointmentId}/ink-passport.pdf`)
      .buffer(true)
      .parse(binary);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = pdfText(res.body as Buffer);
    for (const lot of LOTS) expect(text).toContain(lot);
    expect(text).toContain('Black Lotus Tattoo');
    expect(text).toContain('12 Canal St, Berlin');
    expect(text).toContain('Ana Moreau');
    expect(text).toContain('Left forearm');
    expect(text).toContain('Kuro Sumi, Crimson');
    // The artist's date format (en-US): the session day and the expiry.
    expect(text).toContain('Mar 4, 2031');
    expect(text).toContain('Jun 30, 2032');
    expect(text).not.toContain('Nina Neighbour');
    expect(text).not.toContain('OTHER-LOT-9');
  });

  it('answers 404 to another artist and to an appointment without a record', async () => {
    const foreign = await other.call(
      'get',
      `/api/appointments/${mine.appointmentId}/ink-passport.pdf`,
    );
    expect(foreign.status).toBe(404);
    expect(foreign.body.error).toBe('INK_PASSPORT_NOT_FOUND');
    const bare = await bookedSession(artist, { name: 'No Record' }, '2031-03-05T10:00');
    const none = await artist.call(
      'get',
      `/api/appointments/${bare.appointmentId}/ink-passport.pdf`,
    );
    expect(none.status).toBe(404);
    expect(none.body.message).toMatch(/record the inks and needles/);
  });

  it('lists the passports on the client record, for its artist only', async () => {
    const res = await artist.call('get', `/api/clients/${mine.clientId}/ink-passports`);
    expect(res.status).toBe(200);
    expect(res.body.passports).toEqual([
      {
        appointmentId: mine.appointmentId,
        date: '2031-03-04T13:00:00.000Z',
        version: 1,
        url: `/api/appointments/${mine.appointmentId}/ink-passport.pdf`,
      },
    ]);
    expect((await other.call('get', `/api/clients/${mine.clientId}/ink-passports`)).status).toBe(
      404,
    );
  });

  it('is a download on the client’s own page, and 404 for another client’s appointment', async () => {
    const token = tokenOf(await mintPortalLink(db, artist.uid, mine.clientId, new Date()));
    const page = await request(app).get(`/api/public/portal/${token}`);
    expect(page.status).toBe(200);
    const download = (page.body.downloads as { kind: string; path: string }[]).find(
      (d) => d.kind === 'ink-passport',
    );
    expect(download?.path).toBe(
      `/api/public/portal/${token}/appointments/${mine.appointmentId}/ink-passport.pdf`,
    );
    const own = await request(app).get(download!.path).buffer(true).parse(binary);
    expect(own.status).toBe(200);
    expect(pdfText(own.body as Buffer)).toContain(LOTS[2]);
    const foreign = await request(app).get(
      `/api/public/portal/${token}/appointments/${neighbour.appointmentId}/ink-passport.pdf`,
    );
    expect(foreign.status).toBe(404);
    expect(foreign.body.error).toBe('APPOINTMENT_NOT_FOUND');
  });

  it('mails the client once per record version, with the link that opens the passport', async () => {
    await onSessionRecorded(artist.uid, mine.appointmentId, 1);
    await onSessionRecorded(artist.uid, mine.appointmentId, 1);
    const once = (await inboxOf(email)).filter((m) => m.subject.includes('ink passport'));
    expect(once).toHaveLength(1);
    expect(once[0]!.subject).toBe('Your ink passport from Black Lotus Tattoo');
    const link = /Download your ink passport \(PDF\): (\S+)/.exec(once[0]!.text)?.[1];
    expect(link).toBeDefined();
    const path = new URL(link!).pathname;
    const opened = await request(app).get(path).buffer(true).parse(binary);
    expect(opened.status).toBe(200);
    expect(pdfText(opened.body as Buffer)).toContain(LOTS[0]);

    // A correction is a new version: the client hears of it once more.
    await writeSessionRecord(db, artist.uid, mine, {
      version: 2,
      supplies: [ink(LOTS[0]!), ink('KR-119', 'Crimson', 'Kuro Sumi'), needle(LOTS[2]!)],
      placement: 'Left forearm',
      clientInitials: 'R.R.',
    });
    await onSessionRecorded(artist.uid, mine.appointmentId, 2);
    await onSessionRecorded(artist.uid, mine.appointmentId, 2);
    const twice = (await inboxOf(email)).filter((m) => m.subject.includes('ink passport'));
    expect(twice).toHaveLength(2);
  });

  it('is mailed once when the record is saved twice unchanged, and again when corrected', async () => {
    const studio = await inkArtist(app, db);
    const ids = await clientOf(studio, 'Sam Saver');
    const appointmentId = await sessionOf(studio, ids, 2);
    const black = await inkOf(studio, { name: 'Lining Black' });
    const red = await inkOf(studio, { name: 'Lipstick Red' });
    const passportMails = async () =>
      (await inboxOf(ids.email)).filter((m) => m.subject.startsWith('Your ink passport'));

    await record(studio, appointmentId, [black.id]);
    await record(studio, appointmentId, [black.id]);
    expect(await passportMails()).toHaveLength(1);

    await record(studio, appointmentId, [black.id, red.id]);
    const mails = await passportMails();
    expect(mails).toHaveLength(2);
    // The newest mail's link opens the corrected passport without signing in.
    const link = /Download your ink passport \(PDF\): (\S+)/.exec(mails[1]!.text)?.[1];
    const opened = await request(app).get(new URL(link!).pathname).buffer(true).parse(binary);
    expect(opened.status).toBe(200);
    const text = pdfText(opened.body as Buffer);
    expect(text).toContain(black.lot);
    expect(text).toContain(red.lot);
    expect(text).toContain('Record version 2');
  });
});
