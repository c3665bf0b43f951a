import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { INTAKE_QUESTIONS, localDateKey, type IntakeAnswers } from '@inkforge/domain';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { createArtist, type Artist } from '../../test/support/artist';
import {
  bookedSession,
  ink,
  needle,
  writeSessionRecord,
} from '../../test/support/passport-records';
import { buildTestApp } from '../../test/support/test-app';

const { app, db } = buildTestApp();

const NOES = Object.fromEntries(INTAKE_QUESTIONS.map((q) => [q.key, false])) as IntakeAnswers;

/** RFC 4180 rows (quoted cells, doubled quotes, CRLF), as a spreadsheet reads them. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted && c === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (quoted && c === '"') quoted = false;
    else if (quoted) cell += c;
    else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      rows.push([...row, cell]);
      row = [];
      cell = '';
      i++;
    } else cell += c;
  }
  return rows;
}

const binary = (res: request.Response, done: (err: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};

describe('the inspector’s report (issue 45)', () => {
  let artist: Artist;
  let other: Artist;
  const ids: Record<'first' | 'second' | 'outside', string> = {
    first: '',
    second: '',
    outside: '',
  };

  beforeAll(async () => {
    artist = await createArtist(app, db, { plan: 'pro', timezone: 'Europe/Berlin' });
    other = await createArtist(app, db, { plan: 'pro' });
    const first = await bookedSession(artist, { name: 'Ada Lovelace' }, '2031-04-02T10:00');
    const second = await bookedSession(artist, { name: 'Bo Brandt' }, '2031-04-20T15:00');
    const outside = await bookedSession(artist, { name: 'Cy Outside' }, '2031-06-01T12:00');
    ids.first = first.appointmentId;
    ids.second = second.appointmentId;
    ids.outside = outside.appointmentId;
    await db.doc(`users/${artist.uid}/sterilisationCycles/cyc-1`).set({
      machine: 'Autoclave A',
      cycleNumber: 1042,
      date: '2031-04-01',
      result: 'pass',
      operator: 'Ana',
    });
    await writeSessionRecord(db, artist.uid, first, {
      version: 2,
      supplies: [ink('EB-1'), needle('N-1')],
      placement: 'Left forearm',
      clientInitials: 'A.L.',
      cycleId: 'cyc-1',
    });
    // A lot typed as a formula: the CSV must hand it to a spreadsheet as text.
    await writeSessionRecord(db, artist.uid, second, {
      version: 1,
      supplies: [ink('=HYPERLINK("http://x.test")', 'Crimson, deep'), needle('N-2')],
      placement: '+ribs',
      clientInitials: 'B.B.',
    });
    await writeSessionRecord(db, artist.uid, outside, {
      version: 1,
      supplies: [ink('EB-9')],
      placement: 'Back',
      clientInitials: 'C.O.',
    });
    // Ada signed the consent form (adult); Bo did not.
    const link = await artist.call('post', `/api/appointments/${first.appointmentId}/intake-link`);
    const signed = await request(app)
      .post(`/api${link.body.path as string}`)
      .send({
        name: 'Ada Lovelace',
        dateOfBirth: '1990-12-10',
        answers: { ...NOES, [INTAKE_QUESTIONS[0]!.key]: true },
        allergies: 'Nickel',
        waiverVersion: 1,
        agreed: true,
        typedSignature: 'Ada Lovelace',
      });
    expect(signed.status).toBe(201);
  });

  const report = (who: Artist, query: string, accept: string) =>
    who.call('get', `/api/compliance/report?${query}`).set('Accept', accept);

  it('has one CSV row per recorded session in the range, equal to the records', async () => {
    const res = await report(artist, 'from=2031-04-01&to=2031-04-30', 'text/csv');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toContain(
      'ink-records-2031-04-01-to-2031-04-30.csv',
    );
    // Signed just now: the consent's day is the studio's (Berlin's), not UTC's.
    const today = localDateKey(new Date(), 'Europe/Berlin');
    expect(parseCsv(res.text)).toEqual([
      [
        'date',
        'appointment_id',
        'client_initials',
        'placement',
        'inks',
        'ink_lots',
        'needles',
        'needle_lots',
        'cycle',
        'consent_signed',
        'consent_date',
        'age_checked',
        'record_version',
      ],
      [
        '2031-04-02',
        ids.first,
        'A.L.',
        'Left forearm',
        'Eternal Lining Black (lot EB-1, expires 2032-06-30)',
        'EB-1',
        'Cheyenne 1207RL (lot N-1, expires 2033-01-31)',
        'N-1',
        'Autoclave A #1042 (2031-04-01, pass)',
        'yes',
        today,
        'yes',
        '2',
      ],
      [
        '2031-04-20',
        ids.second,
        'B.B.',
        "'+ribs",
        'Eternal Crimson, deep (lot =HYPERLINK("http://x.test"), expires 2032-06-30)',
        `'=HYPERLINK("http://x.test")`,
        'Cheyenne 1207RL (lot N-2, expires 2033-01-31)',
        'N-2',
        '',
        'no',
        '',
        'no',
        '1',
      ],
    ]);
    // No money and no medical answer: the allergy and the "yes" never leave the intake.
    expect(res.text).not.toMatch(/Nickel|€|price|deposit|1990-12-10/i);
    expect(res.text).not.toContain('Lovelace');
  });

  it('answers the same rows as a PDF', async () => {
    const res = await report(artist, 'from=2031-04-01&to=2031-04-30', 'application/pdf')
      .buffer(true)
      .parse(binary);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const file = join(mkdtempSync(join(tmpdir(), 'report-')), 'report.pdf');
    writeFileSync(file, res.body as Buffer);
    const text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
    expect(text).toContain('client A.L., Left forearm');
    expect(text).toContain('lot EB-1');
    expect(text).toContain('Autoclave A #1042');
    expect(text).toContain('2 session(s) with a record');
    expect(text).not.toContain('EB-9');
    expect(text).not.toContain('Nickel');
  });

  it('keeps a deleted client’s retained record, by its initials and copied start', async () => {
    await db.doc(`users/${artist.uid}/sessionRecords/gone-appointment`).set({
      appointmentId: 'gone-appointment',
      clientId: null,
      version: 1,
      supplies: [ink('EB-RETAINED')],
      placement: 'Calf',
      cycleId: null,
      notes: null,
      recordedAt: new Date('2031-07-02T12:00:00Z'),
      sessionAt: new Date('2031-07-02T10:00:00Z'),
      clientInitials: 'D.G.',
    });
    const res = await report(artist, 'from=2031-07-01&to=2031-07-31', 'application/json');
    expect(res.status).toBe(200);
    expect(res.body.rows).toMatchObject([
      { appointmentId: 'gone-appointment', date: '2031-07-02', clientInitials: 'D.G.' },
    ]);
  });

  it('is empty for another artist', async () => {
    const res = await report(other, 'from=2031-04-01&to=2031-04-30', 'application/json');
    expect(res.status).toBe(200);
    expect(res.body.rows).toEqual([]);
    const csv = await report(other, 'from=2031-04-01&to=2031-04-30', 'text/csv');
    expect(parseCsv(csv.text)).toHaveLength(1);
  });

  it('refuses bad, missing, backwards and too long ranges in words', async () => {
    const cases: [string, string][] = [
      ['to=2031-04-30', 'REPORT_DATE_INVALID'],
      ['from=2031-02-30&to=2031-04-30', 'REPORT_DATE_INVALID'],
      ['from=yesterday&to=2031-04-30', 'REPORT_DATE_INVALID'],
      ['from=2031-05-01&to=2031-04-30', 'REPORT_RANGE_BACKWARDS'],
      ['from=2029-01-01&to=2031-04-30', 'REPORT_RANGE_TOO_LONG'],
    ];
    for (const [query, code] of cases) {
      const res = await report(artist, query, 'text/csv');
      expect(res.status, query).toBe(400);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.body.error, query).toBe(code);
      expect(res.body.message.length).toBeGreaterThan(20);
    }
  });

  it('dates a consent signed at 00:30 in Berlin on Berlin’s day, not the UTC day before', async () => {
    // 2031-04-01T22:30Z is 00:30 on 2 April in Berlin (summer time).
    await db
      .doc(`users/${artist.uid}/intakeForms/${ids.first}`)
      .update({ signedAt: new Date('2031-04-01T22:30:00Z') });
    const res = await report(artist, 'from=2031-04-01&to=2031-04-30', 'application/json');
    expect(res.status).toBe(200);
    const row = (res.body.rows as { appointmentId: string; consentDate: string }[]).find(
      (r) => r.appointmentId === ids.first,
    );
    expect(row?.consentDate).toBe('2031-04-02');
  });
});
