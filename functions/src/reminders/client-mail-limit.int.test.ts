import { randomUUID } from 'node:crypto';
import { RATE_LIMITS } from '@inkforge/domain';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { initFirebase } from '../adapters/firebase/firebase';
import { createArtist, type Artist } from '../../test/support/artist';
import { depositFlow } from '../../test/support/deposit-flow';
import { lineArtPng } from '../../test/support/images';
import { inboxOf } from '../../test/support/mail-catcher';
import { buildTestApp } from '../../test/support/test-app';
import { createTestPayments } from '../../test/support/test-payments';

// Issue 48, finding 11: every artist route that mails a client on demand spends one budget per
// client address (the domain's limits: three at once, then one every five minutes).

const { db } = initFirebase(process.env.GCLOUD_PROJECT ?? 'demo-inkforge');
const payments = createTestPayments(db);
const { app } = buildTestApp({ payments: payments.twin, rateLimits: RATE_LIMITS });
const flow = depositFlow(app, db, payments);
const nextYear = new Date().getUTCFullYear() + 1;

function expectLimited(res: request.Response) {
  expect(res.status, res.text).toBe(429);
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  expect(res.body).toMatchObject({
    error: 'CLIENT_MAIL_RATE_LIMITED',
    message: expect.stringContaining('Wait a few minutes'),
  });
}

async function clientWith(artist: Artist, email: string) {
  const { body } = await artist.call('post', '/api/clients/enhanced', { name: 'Ada', email });
  return String(body.id);
}

async function appointmentOf(artist: Artist, clientId: string, projectId?: string) {
  const res = await artist.call('post', '/api/appointments', {
    clientId,
    ...(projectId ? { projectId } : {}),
    title: 'Koi sleeve',
    appointmentDate: `${nextYear}-06-0${1 + Math.floor(Math.random() * 8)}T11:00`,
    timezone: 'Europe/Berlin',
    duration: 120,
    type: 'tattoo_session',
    allowOverlap: true,
  });
  expect(res.status, res.text).toBe(201);
  return String(res.body.id);
}

describe('"E-mail to client" is rate-limited per client address (issue 48, finding 11)', () => {
  it('the intake link: the fourth press in a row is refused in words, with Retry-After', async () => {
    const artist = await createArtist(app, db, { plan: 'pro' });
    const email = `ada-${randomUUID()}@example.test`;
    const id = await appointmentOf(artist, await clientWith(artist, email));
    const before = (await inboxOf(email)).length;
    for (let press = 0; press < 3; press += 1) {
      const sent = await artist.call('post', `/api/appointments/${id}/intake-link/email`);
      expect(sent.status, sent.text).toBe(200);
    }
    expectLimited(await artist.call('post', `/api/appointments/${id}/intake-link/email`));
    expect((await inboxOf(email)).length - before).toBe(3);
  });

  it('the budget is the address: another artist mailing the same client shares it', async () => {
    const email = `ada-${randomUUID()}@example.test`;
    const first = await createArtist(app, db, { plan: 'pro' });
    const second = await createArtist(app, db, { plan: 'pro' });
    const a = await appointmentOf(first, await clientWith(first, email));
    const b = await appointmentOf(second, await clientWith(second, email));
    for (const [artist, id] of [
      [first, a],
      [second, b],
      [first, a],
    ] as const) {
      expect((await artist.call('post', `/api/appointments/${id}/intake-link/email`)).status).toBe(
        200,
      );
    }
    expectLimited(await second.call('post', `/api/appointments/${b}/intake-link/email`));
  });

  it('the approval link: refused before a link is made', async () => {
    const artist = await createArtist(app, db, { plan: 'pro' });
    const email = `ada-${randomUUID()}@example.test`;
    const clientId = await clientWith(artist, email);
    const project = await artist.call('post', '/api/client-projects', { clientId, title: 'Rose' });
    const upload = await request(app)
      .post('/api/photo-editor/upload')
      .set('Authorization', `Bearer ${artist.idToken}`)
      .attach('image', await lineArtPng(64), { filename: 'a.png', contentType: 'image/png' });
    const item = await artist.call('post', '/api/gallery', {
      imageUrl: upload.body.imageUrl,
      type: 'tattoo',
      title: 'Rose design',
    });
    const ask = () =>
      artist.call('post', `/api/client-projects/${String(project.body.id)}/approval`, {
        designItemId: item.body.id,
        emailClient: true,
      });
    for (let press = 0; press < 3; press += 1) expect((await ask()).status).toBe(201);
    expectLimited(await ask());
    expect(await inboxOf(email)).toHaveLength(3);
    // Without "e-mail the client" the link is still made: only the mail is limited.
    const copied = await artist.call(
      'post',
      `/api/client-projects/${String(project.body.id)}/approval`,
      { designItemId: item.body.id },
    );
    expect(copied.status).toBe(201);
  });

  it('the deposit request: asking again and again is refused before the link changes', async () => {
    const artist = await createArtist(app, db, { plan: 'pro' });
    await flow.connect(artist);
    const { first } = await flow.project(artist);
    for (let press = 0; press < 3; press += 1) await flow.ask(artist, first, 100);
    const refused = await artist.call('post', `/api/appointments/${first}/deposit-request`, {
      amount: 120,
    });
    expectLimited(refused);
  });
});
