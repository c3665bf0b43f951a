import { execFileSync } from 'node:child_process';
import { INTAKE_QUESTIONS, type IntakeAnswers } from '@inkforge/domain';
import { PDFDocument } from 'pdf-lib';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { createArtist, type Artist } from '../../test/support/artist';
import { buildTestApp } from '../../test/support/test-app';

const { app, db } = buildTestApp();
// The same stack eight days later: a seven-day link has expired by then.
const later = buildTestApp({ clock: () => new Date(Date.now() + 8 * 86_400_000) }).app;

const NOES = Object.fromEntries(INTAKE_QUESTIONS.map((q) => [q.key, false])) as IntakeAnswers;
// A 1×1 PNG, as a canvas exports a drawn signature.
const DRAWN =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

function form(overrides: object = {}) {
  return {
    name: 'Ada Intake',
    email: 'ada@example.com',
    dateOfBirth: '1990-04-02',
    allergies: '',
    answers: { ...NOES, bloodThinners: true },
    waiverVersion: 1,
    agreed: true,
    signatureImage: DRAWN,
    ...overrides,
  };
}

async function booked(artist: Artist) {
  const client = await artist.call('post', '/api/clients/enhanced', {
    name: 'Ada Intake',
    allergies: 'Latex',
  });
  const appointment = await artist.call('post', '/api/appointments', {
    clientId: client.body.id,
    title: 'Koi session',
    appointmentDate: '2031-05-06T14:00',
    // Several tests book the same hour for one artist.
    allowOverlap: true,
  });
  expect(appointment.status).toBe(201);
  return appointment.body.id as string;
}

async function linkOf(artist: Artist, appointmentId: string): Promise<string> {
  const res = await artist.call('post', `/api/appointments/${appointmentId}/intake-link`);
  expect(res.status).toBe(201);
  expect(res.body.path).toMatch(/^\/intake\/[A-Za-z0-9_-]{43}$/);
  return `/api${res.body.path as string}`;
}

function expectLinkRefused(res: request.Response) {
  expect(res.status).toBe(404);
  expect(res.type).toBe('application/json');
  expect(res.body).toEqual({
    error: 'INTAKE_LINK_INVALID',
    message: expect.stringContaining('Ask your artist for a new link'),
  });
}

describe('the client fills the intake through the private link (issue 16)', () => {
  let artist: Artist;
  let appointmentId: string;
  let link: string;

  beforeAll(async () => {
    artist = await createArtist(app, db, { plan: 'pro' });
    appointmentId = await booked(artist);
    link = await linkOf(artist, appointmentId);
  });

  it('shows who sent it, the appointment and the waiver, nothing else of the studio', async () => {
    await db.doc(`users/${artist.uid}`).update({
      displayName: 'Mara Lind',
      'reminderSettings.studioName': 'Koi House',
      publicAvatar: { hash: '0123456789abcdef' },
      'publicProfile.accentColor': '#1d4ed8',
      'publicProfile.address': '3 Harbour Rd, Hamburg',
    });
    const username = (await db.doc(`users/${artist.uid}`).get()).get('username') as string;
    const res = await request(app).get(link);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(
      [
        'appointmentDate',
        'appointmentTitle',
        'artistName',
        'avatarUrl',
        'accentColor',
        'expiresAt',
        'timezone',
        'waiver',
        'studio',
      ].sort(),
    );
    expect(res.body).toMatchObject({
      artistName: 'Mara Lind (Koi House)',
      // Issue 49: the one studio identity, the page's address beside the reminders' old name.
      studio: {
        name: 'Koi House',
        address: '3 Harbour Rd, Hamburg',
        mapUrl: expect.stringContaining('query=3%20Harbour%20Rd%2C%20Hamburg'),
      },
      avatarUrl: `/book/${username}/avatar/avatar-0123456789abcdef-192.webp`,
      accentColor: '#1d4ed8',
      appointmentTitle: 'Koi session',
      waiver: { version: 1 },
    });
    expect(res.text).not.toContain('Latex');
    expect(res.text).not.toContain(artist.uid);
  });

  it('refuses a client under 18 on the server, and the link stays usable', async () => {
    const today = new Date();
    const seventeen = `${today.getUTCFullYear() - 17}-01-01`;
    const res = await request(app)
      .post(link)
      .send(form({ dateOfBirth: seventeen }));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      error: 'CLIENT_UNDER_18',
      message: 'We cannot tattoo anyone under 18. This form cannot be signed.',
    });
    expect((await request(app).get(link)).status).toBe(200);
  });

  it('refuses an unsigned form in words', async () => {
    const res = await request(app)
      .post(link)
      .send(form({ signatureImage: '' }));
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('INTAKE_SIGNATURE_REQUIRED');
  });

  it('signs once: the appointment is flagged and the link is spent', async () => {
    const signed = await request(app).post(link).send(form());
    expect(signed.status).toBe(201);
    expect(signed.body.medicalFlags).toEqual(['Blood thinners']);
    expectLinkRefused(await request(app).get(link));
    expectLinkRefused(await request(app).post(link).send(form()));

    const [calendar] = (await artist.call('get', '/api/calendar-new?date=2031-05-06')).body;
    expect(calendar).toMatchObject({
      id: appointmentId,
      intakeSigned: true,
      intakeFlags: ['Blood thinners'],
      clientAllergies: 'Latex',
    });
    const again = await artist.call('post', `/api/appointments/${appointmentId}/intake-link`);
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('INTAKE_ALREADY_SIGNED');
  });

  it('keeps the exact waiver text and version the client signed', async () => {
    const status = await artist.call('get', `/api/appointments/${appointmentId}/intake`);
    expect(status.status).toBe(200);
    expect(status.body.linkExpiresAt).toBeUndefined();
    expect(status.body.form).toMatchObject({
      name: 'Ada Intake',
      dateOfBirth: '1990-04-02',
      waiverVersion: 1,
      waiverText: expect.stringContaining('I confirm that I am at least 18 years old'),
      signatureImage: DRAWN,
      answers: { bloodThinners: true, diabetes: false },
    });
  });

  it('downloads the signed form as a PDF with the client name', async () => {
    const res = await artist
      .call('get', `/api/appointments/${appointmentId}/intake.pdf`)
      .buffer(true)
      .parse((response, done) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(res.status).toBe(200);
    expect(res.type).toBe('application/pdf');
    const body = res.body as Buffer;
    expect(body.subarray(0, 5).toString()).toBe('%PDF-');
    const pdf = await PDFDocument.load(body);
    expect(pdf.getTitle()).toBe('Consent and medical intake: Ada Intake');
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(1);
    // Issue 49: where it was signed for, as every client page and mail names the studio.
    const text = execFileSync('pdftotext', ['-', '-'], { input: body, encoding: 'utf8' });
    expect(text).toContain('Studio: Koi House, 3 Harbour Rd, Hamburg');
  });
});

describe('a drawn signature is checked by its bytes (issue 24)', () => {
  let artist: Artist;
  beforeAll(async () => {
    artist = await createArtist(app, db, { plan: 'pro' });
  });

  const pdfOf = (appointmentId: string) =>
    artist.call('get', `/api/appointments/${appointmentId}/intake.pdf`).buffer(true);

  it('refuses a PNG data URL whose bytes are not a PNG, and the link can still be signed', async () => {
    const appointmentId = await booked(artist);
    const link = await linkOf(artist, appointmentId);
    const notPng = `data:image/png;base64,${Buffer.from('<svg>not a png</svg>').toString('base64')}`;
    // The first 40 bytes of the real PNG: a header without its pixels.
    const truncated = `data:image/png;base64,${Buffer.from(DRAWN.split(',')[1]!, 'base64')
      .subarray(0, 40)
      .toString('base64')}`;

    for (const signatureImage of [notPng, truncated]) {
      const res = await request(app).post(link).send(form({ signatureImage }));
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        error: 'INTAKE_SIGNATURE_INVALID',
        message: expect.stringContaining('signature could not be read'),
      });
    }
    expect((await request(app).post(link).send(form())).status).toBe(201);
    expect((await pdfOf(appointmentId)).status).toBe(200);
  });

  it('a form stored with an unreadable signature still downloads as a PDF', async () => {
    const appointmentId = await booked(artist);
    const link = await linkOf(artist, appointmentId);
    expect((await request(app).post(link).send(form())).status).toBe(201);
    // As a form signed before the check was stored.
    await db
      .doc(`users/${artist.uid}/intakeForms/${appointmentId}`)
      .update({ signatureImage: 'data:image/png;base64,bm90IGEgcG5n' });

    const res = await pdfOf(appointmentId);
    expect(res.status).toBe(200);
    expect(res.type).toBe('application/pdf');
  });
});

describe('links that no longer open the form (issue 16)', () => {
  let artist: Artist;
  beforeAll(async () => {
    artist = await createArtist(app, db, { plan: 'pro' });
  });

  it('a guessed or malformed token is the same 404 JSON', async () => {
    expectLinkRefused(await request(app).get(`/api/intake/${'A'.repeat(43)}`));
    expectLinkRefused(await request(app).get('/api/intake/short'));
    expectLinkRefused(
      await request(app)
        .post(`/api/intake/${'b'.repeat(43)}`)
        .send(form()),
    );
  });

  it('a replaced or revoked link stops at once; the current one works', async () => {
    const appointmentId = await booked(artist);
    const first = await linkOf(artist, appointmentId);
    const second = await linkOf(artist, appointmentId);
    expectLinkRefused(await request(app).get(first));
    expect((await request(app).get(second)).status).toBe(200);
    const status = await artist.call('get', `/api/appointments/${appointmentId}/intake`);
    expect(status.body).toEqual({ linkExpiresAt: expect.any(String) });
    await artist.call('delete', `/api/appointments/${appointmentId}/intake-link`).expect(200);
    expectLinkRefused(await request(app).get(second));
  });

  it('expires after seven days', async () => {
    const appointmentId = await booked(artist);
    const link = await linkOf(artist, appointmentId);
    expect((await request(app).get(link)).status).toBe(200);
    expectLinkRefused(await request(later).get(link));
    expectLinkRefused(await request(later).post(link).send(form()));
  });

  it('stops when its appointment is deleted', async () => {
    const appointmentId = await booked(artist);
    const link = await linkOf(artist, appointmentId);
    await artist.call('delete', `/api/appointments/${appointmentId}`).expect(200);
    expectLinkRefused(await request(app).get(link));
  });

  it('a waiver edited while the client reads is signed only in its new version', async () => {
    const appointmentId = await booked(artist);
    const link = await linkOf(artist, appointmentId);
    const saved = await artist.call('put', '/api/profile/waiver', { text: 'Studio waiver v2.' });
    expect(saved.body).toEqual({ version: 2, text: 'Studio waiver v2.' });
    const stale = await request(app).post(link).send(form());
    expect(stale.status).toBe(409);
    expect(stale.body.error).toBe('WAIVER_CHANGED');
    const view = await request(app).get(link);
    expect(view.body.waiver).toEqual({ version: 2, text: 'Studio waiver v2.' });
    const signed = await request(app)
      .post(link)
      .send(form({ waiverVersion: 2, signatureImage: undefined, typedSignature: 'Ada Intake' }));
    expect(signed.status).toBe(201);
    const status = await artist.call('get', `/api/appointments/${appointmentId}/intake`);
    expect(status.body.form).toMatchObject({
      waiverVersion: 2,
      waiverText: 'Studio waiver v2.',
      typedSignature: 'Ada Intake',
    });
  });
});

describe('another artist and the intake (issue 16)', () => {
  it('cannot create, revoke, read or download the form of your appointment', async () => {
    const owner = await createArtist(app, db, { plan: 'pro' });
    const stranger = await createArtist(app, db, { plan: 'pro' });
    const appointmentId = await booked(owner);
    const link = await linkOf(owner, appointmentId);
    await request(app).post(link).send(form()).expect(201);
    const base = `/api/appointments/${appointmentId}`;
    const attempts = [
      await stranger.call('post', `${base}/intake-link`),
      await stranger.call('delete', `${base}/intake-link`),
      await stranger.call('get', `${base}/intake`),
      await stranger.call('get', `${base}/intake.pdf`),
    ];
    for (const res of attempts) {
      expect(res.status).toBe(404);
      expect(res.body.error).toBe('APPOINTMENT_NOT_FOUND');
      expect(res.text).not.toContain('Ada Intake');
    }
    const own = await stranger.call('get', '/api/calendar-new');
    expect(own.text).not.toContain(appointmentId);
    expect((await owner.call('get', `${base}/intake`)).body.form.name).toBe('Ada Intake');
  });
});

describe('what a client declares on the intake reaches the client file and the bell (issue 34)', () => {
  it('keeps a signed latex allergy on the client file, with its source and date, past an edit', async () => {
    const artist = await createArtist(app, db, { plan: 'pro' });
    const client = await artist.call('post', '/api/clients/enhanced', { name: 'Lia Declared' });
    const appointment = await artist.call('post', '/api/appointments', {
      clientId: client.body.id,
      title: 'Fern session',
      appointmentDate: '2031-06-10T11:00',
    });
    const link = await linkOf(artist, appointment.body.id as string);
    const signed = await request(app)
      .post(link)
      .send(form({ name: 'Lia Declared', allergies: 'Latex' }));
    expect(signed.status).toBe(201);

    const fileOf = async () => {
      const list = await artist.call('get', '/api/clients/enhanced');
      return (list.body as { id: string }[]).find((c) => c.id === client.body.id);
    };
    const declared = {
      source: 'intake',
      appointmentId: appointment.body.id,
      signedAt: signed.body.signedAt,
      allergies: 'Latex',
      conditions: ['Blood thinners'],
    };
    expect(await fileOf()).toMatchObject({ declaredHealth: [declared] });
    // The artist's own notes stay theirs; editing them keeps what the client declared.
    const edited = await artist.call('put', `/api/clients/${client.body.id}`, {
      name: 'Lia Declared',
      allergies: 'Nickel',
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ allergies: 'Nickel', declaredHealth: [declared] });
    expect(await fileOf()).toMatchObject({ allergies: 'Nickel', declaredHealth: [declared] });

    const bell = await artist.call('get', '/api/notifications');
    expect(bell.body.notifications).toContainEqual(
      expect.objectContaining({
        kind: 'intake_signed',
        title: 'Intake signed by Lia Declared',
        body: 'Fern session. Medical warning: Blood thinners, Allergies: Latex.',
        read: false,
      }),
    );
  });
});
