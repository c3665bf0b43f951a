import { INTAKE_QUESTIONS, type ApiPortal, type IntakeAnswers } from '@inkforge/domain';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { createArtist, type Artist } from '../../test/support/artist';
import { OPEN_SETTINGS, openBooking } from '../../test/support/booking';
import { depositFlow } from '../../test/support/deposit-flow';
import { lineArtPng } from '../../test/support/images';
import { buildTestApp } from '../../test/support/test-app';
import { createTestPayments } from '../../test/support/test-payments';
import { initFirebase } from '../adapters/firebase/firebase';
import { mintPortalLink } from '.';

const { db } = initFirebase(process.env.GCLOUD_PROJECT ?? 'demo-inkforge');
const payments = createTestPayments(db);
const { app } = buildTestApp({ payments: payments.twin });
const flow = depositFlow(app, db, payments);
const nextYear = new Date().getUTCFullYear() + 1;

const NOES = Object.fromEntries(INTAKE_QUESTIONS.map((q) => [q.key, false])) as IntakeAnswers;
const DRAWN =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

const tokenOf = (path: string) => path.slice('/bookings/'.length);

async function galleryItem(artist: Artist, title: string): Promise<string> {
  const upload = await request(app)
    .post('/api/photo-editor/upload')
    .set('Authorization', `Bearer ${artist.idToken}`)
    .attach('image', await lineArtPng(48), { filename: 'a.png', contentType: 'image/png' });
  const item = await artist.call('post', '/api/gallery', {
    imageUrl: upload.body.imageUrl,
    type: 'tattoo',
    title,
  });
  expect(item.status, item.text).toBe(201);
  return item.body.id as string;
}

describe("the client's page: what they booked, paid and still owe (issue 49)", () => {
  let artist: Artist;
  let ids: { clientId: string; projectId: string; first: string; later: string };
  let past: string;
  let otherClientsAppointment: string;
  let token: string;
  let page: ApiPortal;

  beforeAll(async () => {
    artist = await createArtist(app, db, { plan: 'pro', timezone: 'Europe/London' });
    await artist
      .call('put', '/api/profile/formats', { currency: 'GBP', locale: 'en-GB' })
      .expect(200);
    await artist
      .call('put', '/api/profile/reminders', {
        hoursBefore: 24,
        studioName: 'Black Lotus',
        studioAddress: '12 Rose Street, Leeds',
        aftercareText: 'Wash it twice a day.',
      })
      .expect(200);
    await openBooking(artist, db);
    await flow.connect(artist);
    ids = await flow.project(artist, 450);
    await artist.call('put', `/api/client-projects/${ids.projectId}`, {
      clientId: ids.clientId,
      title: 'Koi sleeve',
      estimatedPrice: 450,
      size: 'sleeve',
      bodyPlacement: 'Upper Arm',
    });
    await artist.call('put', `/api/clients/${ids.clientId}`, {
      name: 'Ada Lovelace',
      allergies: 'Latex',
      medicalNotes: 'Takes warfarin',
      notes: 'Artist-only note: haggles',
    });
    // The first session's deposit, paid online; a past session of the same project, done.
    await flow.pay(await flow.openCheckout(await flow.ask(artist, ids.first, 100)));
    const done = await artist.call('post', '/api/appointments', {
      ...{ clientId: ids.clientId, projectId: ids.projectId },
      title: 'Koi sleeve, outline',
      appointmentDate: '2025-01-10T11:00',
      timezone: 'Europe/Berlin',
      type: 'tattoo_session',
      status: 'completed',
      allowOverlap: true,
    });
    expect(done.status, done.text).toBe(201);
    past = String(done.body.id);
    // The later session waits for the consent form; the design waits for approval.
    await artist.call('post', `/api/appointments/${ids.later}/intake-link`).expect(201);
    // A form left unsigned for a session that is over is no longer the client's to do.
    await artist.call('post', `/api/appointments/${past}/intake-link`).expect(201);
    const design = await galleryItem(artist, 'Koi design');
    await artist
      .call('post', `/api/client-projects/${ids.projectId}/approval`, { designItemId: design })
      .expect(201);
    // Another client of the same artist.
    const other = await flow.project(artist, 200);
    otherClientsAppointment = other.first;
    token = tokenOf(await mintPortalLink(db, artist.uid, ids.clientId, new Date()));
    const res = await request(app).get(`/api/public/portal/${token}`);
    expect(res.status, res.text).toBe(200);
    page = res.body as ApiPortal;
  });

  it('heads the page with the artist and the studio, and greets the client by first name', () => {
    expect(page.artist).toEqual({ name: expect.any(String), avatarUrl: null, accentColor: null });
    expect(page.studio).toEqual({
      name: 'Black Lotus',
      address: '12 Rose Street, Leeds',
      mapUrl: expect.stringContaining(encodeURIComponent('12 Rose Street, Leeds')),
    });
    expect(page.clientFirstName).toBe('Ada');
    expect(page).toMatchObject({ locale: 'en-GB', currency: 'GBP' });
  });

  it('lists upcoming sessions soonest first and past ones after, with what each is for', () => {
    expect(page.upcoming.map((a) => a.id)).toEqual([ids.first, ids.later]);
    expect(page.past.map((a) => a.id)).toEqual([past]);
    expect(page.upcoming[0]).toMatchObject({
      start: `${nextYear}-03-10T10:00:00.000Z`,
      timezone: 'Europe/Berlin',
      type: 'tattoo_session',
      typeLabel: 'Tattoo session',
      // Paying the deposit confirmed it.
      status: 'confirmed',
      what: { design: 'Koi sleeve', size: 'Sleeve', placement: 'Upper Arm' },
    });
    expect(page.past[0]).toMatchObject({ status: 'completed' });
  });

  it("says the deposit's state in words and what is still due in the artist's currency", () => {
    expect(page.upcoming[0]?.deposit).toEqual({
      status: 'paid',
      words: 'paid online',
      amount: { cents: 10_000, currency: 'GBP' },
    });
    expect(page.upcoming[0]?.balanceDue).toEqual({ cents: 35_000, currency: 'GBP' });
    expect(page.upcoming[1]?.deposit).toBeNull();
  });

  it('never shows another client, the artist’s notes or a medical answer', async () => {
    const res = await request(app).get(`/api/public/portal/${token}`);
    expect(res.text).not.toContain(otherClientsAppointment);
    expect(res.text).not.toMatch(/Latex|warfarin|haggles|Lovelace|@example/);
  });

  it('offers the consent form and the design approval as buttons that open them', async () => {
    expect(page.todo.map((t) => [t.kind, t.appointmentId])).toEqual(
      expect.arrayContaining([
        ['intake', ids.later],
        ['approval', null],
      ]),
    );
    expect(page.todo).toHaveLength(2);
    const intake = page.todo.find((t) => t.kind === 'intake')!;
    expect(intake.appointmentId).toBe(ids.later);
    const toIntake = await request(app).get(intake.path);
    expect(toIntake.status).toBe(303);
    expect(toIntake.headers.location).toMatch(/^\/intake\/[A-Za-z0-9_-]{43}$/);
    expect((await request(app).get(`/api${toIntake.headers.location}`)).status).toBe(200);
    const approval = page.todo.find((t) => t.kind === 'approval')!;
    expect(approval.projectId).toBe(ids.projectId);
    const toApproval = await request(app).get(approval.path);
    expect(toApproval.status).toBe(303);
    expect(toApproval.headers.location).toMatch(/^\/approve\/[A-Za-z0-9_-]{43}$/);
    expect((await request(app).get(`/api${toApproval.headers.location}`)).status).toBe(200);
  });

  it('offers the accepted deposit policy and, after the session, aftercare notes', async () => {
    const policy = page.downloads.find((d) => d.kind === 'deposit-policy')!;
    expect(policy.appointmentId).toBe(ids.first);
    const text = await request(app).get(policy.path);
    expect(text.status).toBe(200);
    expect(text.type).toBe('text/plain');
    expect(text.headers['content-disposition']).toContain('deposit-policy.txt');
    expect(text.text).toBe(`${OPEN_SETTINGS.policy}\n`);
    const aftercare = page.downloads.find((d) => d.kind === 'aftercare')!;
    expect(aftercare.appointmentId).toBe(past);
    expect((await request(app).get(aftercare.path)).text).toBe('Wash it twice a day.\n');
  });

  it('the signed consent form becomes a PDF download', async () => {
    const link = await artist.call('post', `/api/appointments/${ids.first}/intake-link`);
    const signed = await request(app)
      .post(`/api${link.body.path as string}`)
      .send({
        name: 'Ada Lovelace',
        email: 'ada@example.test',
        dateOfBirth: '1990-04-02',
        allergies: '',
        answers: NOES,
        waiverVersion: 1,
        agreed: true,
        signatureImage: DRAWN,
      });
    expect(signed.status, signed.text).toBe(201);
    const again = await request(app).get(`/api/public/portal/${token}`);
    const pdf = (again.body as ApiPortal).downloads.find((d) => d.kind === 'intake')!;
    expect(pdf.appointmentId).toBe(ids.first);
    const file = await request(app).get(pdf.path).buffer(true);
    expect(file.status).toBe(200);
    expect(file.type).toBe('application/pdf');
    expect(String(file.body).slice(0, 5)).toBe('%PDF-');
  });

  it('after a session, offers the healed-photo page', async () => {
    expect(page.healedPhotoLink).toBeDefined();
    const go = await request(app).get(page.healedPhotoLink!);
    expect(go.status).toBe(303);
    expect(go.headers.location).toMatch(/^\/healed\/[A-Za-z0-9_-]{43}$/);
    const opened = await request(app).get(
      `/api/public${String(go.headers.location).replace('/healed/', '/healed-photos/')}`,
    );
    expect(opened.status).toBe(200);
    expect(opened.body.projectTitle).toBe('Koi sleeve');
  });

  it('names the studio as the public page does, like every client mail', async () => {
    await artist
      .call('put', '/api/profile/public-page', {
        studioName: 'Lotus Ink',
        address: '3 Mill Lane',
        city: 'York',
      })
      .expect(200);
    const res = await request(app).get(`/api/public/portal/${token}`);
    expect(res.body.studio).toMatchObject({ name: 'Lotus Ink', address: '3 Mill Lane, York' });
  });

  it('a download of something this client does not have is 404 in words', async () => {
    const res = await request(app).get(
      `/api/public/portal/${token}/appointments/${ids.later}/deposit-policy.txt`,
    );
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'PORTAL_DOWNLOAD_NOT_FOUND', message: expect.any(String) });
  });
});
