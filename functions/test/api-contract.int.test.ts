import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { createArtist, type Artist } from './support/artist';
import { BAD_IDS, RAW_JSON_BODIES, badQueries, wrongTypeBodies } from './support/bad-input';
import { creditsOf, lineArtPng, setCredits } from './support/images';
import { ROUTES, type Row } from './support/api-routes';
import { registeredRoutes } from './support/registered-routes';
import { buildTestApp } from './support/test-app';
import { createTestPayments } from './support/test-payments';

const { app, db } = buildTestApp();

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

function split(route: string): { method: Method; pattern: string } {
  const [method = '', pattern = ''] = route.split(' ');
  return { method: method.toLowerCase() as Method, pattern };
}

/** The route's path with every parameter set to `id` (already URL-encoded). */
function pathOf(pattern: string, id = 'no-such-id-0000'): string {
  return pattern.replace(/[:*]\w+/g, id);
}

function send(route: string, options: { id?: string; query?: string; token?: string } = {}) {
  const { method, pattern } = split(route);
  const url = pathOf(pattern, options.id) + (options.query ? `?${options.query}` : '');
  const pending = request(app)[method](url);
  return options.token ? pending.set('Authorization', `Bearer ${options.token}`) : pending;
}

/** Every refusal is `{ error, message }` with words a person can read. */
function expectReadableRefusal(res: request.Response, what: string) {
  expect(res.status, what).toBeGreaterThanOrEqual(400);
  expect(res.status, what).toBeLessThan(500);
  expect(typeof res.body.error, what).toBe('string');
  expect(res.body.message, what).toMatch(/[A-Za-z]{3}/);
}

/** Never a 500; and an answer that is a refusal is a readable one. */
function expectNoServerError(res: request.Response, what: string) {
  expect(res.status, `${what}: ${res.text.slice(0, 300)}`).toBeLessThan(500);
  if (res.status >= 400) expectReadableRefusal(res, what);
}

const ENTRIES = Object.entries(ROUTES);

describe('the route table', () => {
  it('lists every route the app registers, and only those', () => {
    expect(registeredRoutes(app).sort()).toEqual(Object.keys(ROUTES).sort());
  });
});

describe('without a token', () => {
  for (const [route] of ENTRIES.filter(([, r]) => r.access === 'token')) {
    it(`${route} answers 401 JSON`, async () => {
      for (const token of [undefined, 'not-a-jwt', 'a.b.c']) {
        const res = await send(route, { token });
        expect(res.status, `${route} token=${token}`).toBe(401);
        expectReadableRefusal(res, route);
      }
    });
  }

  it('public routes answer without one (no 401, no 500)', async () => {
    for (const [route] of ENTRIES.filter(([, r]) => r.access !== 'token')) {
      const res = await send(route, route.includes('/prices/') ? { id: 'basic-monthly' } : {});
      expect(res.status, route).not.toBe(401);
      expectNoServerError(res, route);
    }
  });
});

describe('garbage from a signed-in artist', () => {
  let artist: Artist;
  let before: number;

  beforeAll(async () => {
    artist = await createArtist(app, db, { plan: 'premium' });
    await setCredits(db, artist.uid, 1000);
    before = await creditsOf(db, artist.uid);
  });

  // Logout would revoke the artist's token: it gets its garbage signed out.
  const tokenOf = (row: Row) => (row.access === 'optional' ? undefined : artist.idToken);

  for (const [route, row] of ENTRIES) {
    const readsInput = Boolean(row.fields ?? row.file);

    it(`${route} refuses bad bodies in words`, async () => {
      for (const body of RAW_JSON_BODIES) {
        const res = await send(route, { token: tokenOf(row) })
          .set('Content-Type', 'application/json')
          .send(body.text);
        const what = `${route} with ${body.label}`;
        if (body.always || readsInput) expectReadableRefusal(res, what);
        else expectNoServerError(res, what);
      }
      for (const body of wrongTypeBodies(row.fields ?? [])) {
        const res = await send(route, { token: tokenOf(row) })
          .set('Content-Type', 'application/json')
          .send(body.text);
        const what = `${route} with ${body.label}`;
        if (row.fields) expectReadableRefusal(res, what);
        else expectNoServerError(res, what);
      }
    });

    if (row.file) {
      it(`${route} refuses uploads that are not one image`, async () => {
        const token = artist.idToken;
        const attempts = [
          send(route, { token }).send({ [row.file ?? 'image']: 'not a file' }),
          send(route, { token }).field('prompt', 'a rose'),
          send(route, { token }).attach(row.file ?? 'image', Buffer.from('%PDF-1.4 not an image'), {
            filename: 'x.png',
            contentType: 'image/png',
          }),
          send(route, { token })
            .field('prompt', 'p'.repeat(20_000))
            .attach(row.file ?? 'image', await lineArtPng(32), 'a.png'),
          send(route, { token })
            .set('Content-Type', 'multipart/form-data; boundary=zzz')
            .send('--zzz\r\nContent-Disposition: form-data; name="image"\r\n\r\nhalf'),
        ];
        for (const [i, pending] of attempts.entries()) {
          expectReadableRefusal(await pending, `${route} upload #${i}`);
        }
      });
    }

    if (/[:*]/.test(route)) {
      it(`${route} refuses unknown, traversing and oversized ids`, async () => {
        for (const id of BAD_IDS) {
          const res = await send(route, { id, token: tokenOf(row) }).send({});
          const what = `${route} id=${id.slice(0, 40)}`;
          if (row.anyId) {
            expectNoServerError(res, what);
            if (res.status === 200) expect(res.text, what).toContain('No subscription.');
          } else expectReadableRefusal(res, what);
        }
      });
    }

    if (row.query) {
      it(`${route} survives bad query values`, async () => {
        const id = route.includes('/prices/') ? 'basic-monthly' : undefined;
        for (const query of badQueries(row.query ?? [])) {
          const res = await send(route, { id, query, token: tokenOf(row) });
          expectNoServerError(res, `${route}?${query.slice(0, 60)}`);
        }
      });
    }
  }

  it('moved no credit and still has a working token', async () => {
    expect(await creditsOf(db, artist.uid)).toBe(before);
    expect((await artist.call('get', '/api/auth/me')).status).toBe(200);
  });
});

describe('the stripeWebhook function', () => {
  const { webhookApp } = createTestPayments(db);
  const event = JSON.stringify({ id: 'evt_1', type: 'checkout.session.completed', data: {} });

  it('registers only its two POST paths', () => {
    expect(registeredRoutes(webhookApp).sort()).toEqual(['POST /', 'POST /api/stripe/webhook']);
  });

  it('refuses unsigned, badly signed, malformed and oversized bodies in words', async () => {
    const post = () => request(webhookApp).post('/api/stripe/webhook');
    const attempts: [string, request.Test][] = [
      ['no signature', post().set('Content-Type', 'application/json').send(event)],
      ['bad signature', post().set('stripe-signature', 't=1,v1=00').send(event)],
      ['malformed', post().set('stripe-signature', 't=1,v1=00').send('{"id":')],
      ['empty', post()],
      ['2 MB', post().set('Content-Type', 'application/json').send('x'.repeat(2_000_000))],
    ];
    for (const [label, pending] of attempts) expectReadableRefusal(await pending, label);
    const other = await request(webhookApp).get('/api/stripe/webhook');
    expect(other.status).toBe(404);
  });
});

describe("another artist's ids", () => {
  let owner: Artist;
  let stranger: Artist;
  const ids: Record<string, string> = {};
  const SECRETS = ['Secret Client Ada', 'Diabetic-7731', 'Secret Project Koi', 'Secret Design'];

  beforeAll(async () => {
    owner = await createArtist(app, db, { plan: 'premium' });
    stranger = await createArtist(app, db, { plan: 'premium' });
    await setCredits(db, owner.uid, 100);
    await setCredits(db, stranger.uid, 100);
    const client = await owner.call('post', '/api/clients/enhanced', {
      name: 'Secret Client Ada',
      medicalNotes: 'Diabetic-7731',
    });
    const project = await owner.call('post', '/api/client-projects', {
      clientId: client.body.id,
      title: 'Secret Project Koi',
      estimatedPrice: 300,
    });
    const appointment = await owner.call('post', '/api/appointments', {
      clientId: client.body.id,
      projectId: project.body.id,
      title: 'Secret Session',
      appointmentDate: '2030-07-01T10:00',
    });
    const payment = await owner.call('post', '/api/project-payments', {
      projectId: project.body.id,
      amount: 50,
    });
    const upload = await request(app)
      .post('/api/photo-editor/upload')
      .set('Authorization', `Bearer ${owner.idToken}`)
      .attach('image', await lineArtPng(64), { filename: 'a.png', contentType: 'image/png' });
    const item = await owner.call('post', '/api/gallery', {
      imageUrl: upload.body.imageUrl,
      type: 'tattoo',
      title: 'Secret Design',
    });
    const job = await owner.call('post', '/api/ai/generate', {
      prompt: 'a koi fish',
      style: 'traditional',
      colorScheme: 'color',
      generationType: 'prompt',
    });
    const checkout = await owner.call('post', '/api/checkout', {
      type: 'topup',
      code: 'credits-100',
    });
    for (const res of [client, project, appointment, payment, item]) expect(res.status).toBe(201);
    expect([upload.status, checkout.status]).toEqual([200, 200]);
    expect(job.status).toBe(202);
    Object.assign(ids, {
      client: client.body.id,
      project: project.body.id,
      appointment: appointment.body.id,
      item: item.body.id,
      job: job.body.jobId,
      imageUrl: upload.body.imageUrl,
      s3Key: upload.body.s3Key,
      session: checkout.body.sessionId,
    });
    for (const value of Object.values(ids)) expect(value).toEqual(expect.any(String));
  });

  it('are refused with 403 or 404, and nothing of the owner shows', async () => {
    const as = stranger.idToken;
    const upload = async (route: string, fields: Record<string, string>, file?: string) => {
      let pending = request(app).post(route).set('Authorization', `Bearer ${as}`);
      for (const [name, value] of Object.entries(fields)) pending = pending.field(name, value);
      return file ? pending.attach(file, await lineArtPng(32), 'b.png') : pending;
    };
    const attempts: [string, request.Response][] = [
      ['put client', await stranger.call('put', `/api/clients/${ids.client}`, { name: 'Mine' })],
      ['delete client', await stranger.call('delete', `/api/clients/${ids.client}`)],
      ['previews', await stranger.call('get', `/api/clients/${ids.client}/body-previews`)],
      [
        'project',
        await stranger.call('post', '/api/client-projects', { clientId: ids.client, title: 'x' }),
      ],
      [
        'payment',
        await stranger.call('post', '/api/project-payments', { projectId: ids.project, amount: 5 }),
      ],
      [
        'appointment',
        await stranger.call('post', '/api/appointments', {
          clientId: ids.client,
          title: 'x',
          appointmentDate: '2030-07-02T10:00',
        }),
      ],
      [
        'put appointment',
        await stranger.call('put', `/api/appointments/${ids.appointment}`, {
          title: 'Moved',
          appointmentDate: '2030-07-03T10:00',
        }),
      ],
      ['delete appointment', await stranger.call('delete', `/api/appointments/${ids.appointment}`)],
      ['delete item', await stranger.call('delete', `/api/gallery/${ids.item}`)],
      ['job', await stranger.call('get', `/api/ai/jobs/${ids.job}`)],
      ['download', await stranger.call('get', `/api/presigned-download/${ids.s3Key}`)],
      ['remove bg', await stranger.call('post', '/api/ai/remove-background', ids)],
      ['upscale', await stranger.call('post', '/api/ai/upscale', ids)],
      ['stencil', await stranger.call('post', '/api/stencil/generate', ids)],
      ['gallery', await stranger.call('post', '/api/gallery', { imageUrl: ids.imageUrl })],
      [
        'save',
        await stranger.call('post', '/api/ai/save-to-gallery', {
          imageUrl: ids.imageUrl,
          type: 'tattoo',
        }),
      ],
      ['modify', await upload('/api/modify-image', { imageUrl: ids.imageUrl ?? '' })],
      [
        'body preview',
        await upload(
          '/api/ai/body-preview',
          { tattooUrl: ids.imageUrl ?? '', hasConsent: 'true' },
          'clientImage',
        ),
      ],
      ['verify', await stranger.call('get', `/api/stripe/verify-payment/${ids.session}`)],
      ['sync', await stranger.call('post', '/api/billing/sync', { sessionId: ids.session })],
      ['sync get', await stranger.call('get', `/api/billing/sync?session_id=${ids.session}`)],
    ];
    for (const [label, res] of attempts) {
      const text = res.text;
      for (const secret of SECRETS) expect(text, label).not.toContain(secret);
      if (label.startsWith('verify') || label.startsWith('sync')) {
        // The sync calls answer 200 { success: false } to a session that is not the caller's.
        expect(res.status, label).toBeLessThan(500);
        expect(res.body.success, label).not.toBe(true);
      } else if (res.body.error === 'IMAGE_URL_NOT_ALLOWED') {
        // imageUrl inputs: one 400 for every URL that is not the caller's, existing or not, so
        // the answer says nothing about the other artist's objects.
        expectReadableRefusal(res, label);
      } else {
        expect([403, 404], `${label}: ${res.status} ${text.slice(0, 200)}`).toContain(res.status);
        expectReadableRefusal(res, label);
      }
    }
    const lists = [
      '/api/clients',
      '/api/clients/enhanced',
      '/api/calendar-new',
      '/api/gallery',
      '/api/ai/jobs',
      '/api/dashboard/today',
    ];
    for (const path of lists) {
      const res = await stranger.call('get', path);
      expect(res.status, path).toBe(200);
      for (const secret of SECRETS) expect(res.text, path).not.toContain(secret);
      for (const id of [ids.client, ids.project, ids.item, ids.job]) {
        expect(res.text, path).not.toContain(id);
      }
    }
  });

  it("left the owner's records and both balances as they were", async () => {
    const [client] = (await owner.call('get', '/api/clients/enhanced')).body;
    expect(client).toMatchObject({ id: ids.client, name: 'Secret Client Ada' });
    expect(client.projects).toHaveLength(1);
    expect(client.appointments).toHaveLength(1);
    const calendar = (await owner.call('get', '/api/calendar-new?date=2030-07-01')).body;
    expect(JSON.stringify(calendar)).toContain('Secret Session');
    const gallery = (await owner.call('get', '/api/gallery')).body.items;
    expect(gallery.map((i: { id: string }) => i.id)).toContain(ids.item);
    expect((await owner.call('get', `/api/ai/jobs/${ids.job}`)).status).toBe(200);
    expect(await creditsOf(db, stranger.uid)).toBe(100);
  });
});
