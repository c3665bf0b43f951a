import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/support/test-app';
import { createArtist } from '../../test/support/artist';

const { app, db } = buildTestApp();

const FULL_CLIENT = {
  name: '  Mara Rossi ',
  email: 'mara@example.test',
  phone: '+39 333 1234567',
  dateOfBirth: '1990-04-12',
  emergencyContact: 'Luca Rossi',
  emergencyPhone: '+39 333 7654321',
  allergies: 'Latex',
  medicalNotes: 'Takes blood thinners',
  notes: 'Prefers mornings',
  preferredStyle: 'Fine line',
};

describe('enhanced clients', () => {
  it('creates an active client with every field and lists it with empty records', async () => {
    const artist = await createArtist(app, db, { plan: 'basic' });
    const created = await artist.call('post', '/api/clients/enhanced', FULL_CLIENT);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      ...FULL_CLIENT,
      // Issue 44: phones are kept in E.164.
      phone: '+393331234567',
      emergencyPhone: '+393337654321',
      name: 'Mara Rossi',
      status: 'active',
      projects: [],
      appointments: [],
      totalCollected: 0,
      totalEstimated: 0,
    });
    const list = await artist.call('get', '/api/clients/enhanced');
    expect(list.body).toHaveLength(1);
    expect(list.body[0]).toMatchObject({ id: created.body.id, allergies: 'Latex' });
    const limits = await artist.call('get', '/api/clients/limits');
    expect(limits.body).toEqual({ current: 1, limit: 10, canCreate: true, planName: 'basic' });
  });

  it('refuses a blank name with the spec message', async () => {
    const artist = await createArtist(app, db, { plan: 'basic' });
    const res = await artist.call('post', '/api/clients/enhanced', { name: '   ' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      error: 'CLIENT_NAME_REQUIRED',
      message: 'Client name is required.',
    });
  });

  it('edits every field including the status, and 404s an unknown id', async () => {
    const artist = await createArtist(app, db, { plan: 'pro' });
    const { body: client } = await artist.call('post', '/api/clients/enhanced', FULL_CLIENT);
    const res = await artist.call('put', `/api/clients/${client.id}`, {
      name: 'Mara R.',
      status: 'pending',
      allergies: '',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: client.id, name: 'Mara R.', status: 'pending' });
    expect(res.body.allergies).toBeUndefined();
    expect(res.body.createdAt).toBe(client.createdAt);
    const missing = await artist.call('put', '/api/clients/nope', { name: 'X' });
    expect(missing.status).toBe(404);
    expect(missing.body.error).toBe('CLIENT_NOT_FOUND');
  });
});

describe('simple clients', () => {
  it('creates and lists only the simple fields, never health data', async () => {
    const artist = await createArtist(app, db, { plan: 'premium' });
    await artist.call('post', '/api/clients/enhanced', FULL_CLIENT);
    const simple = await artist.call('post', '/api/clients', {
      name: 'Ivo',
      email: 'ivo@example.test',
      notes: 'Walk-in',
    });
    expect(simple.status).toBe(201);
    expect(Object.keys(simple.body).sort()).toEqual(['createdAt', 'email', 'id', 'name', 'notes']);
    const list = await artist.call('get', '/api/clients');
    expect(list.body.map((c: { name: string }) => c.name)).toEqual(['Ivo', 'Mara Rossi']);
    expect(JSON.stringify(list.body)).not.toMatch(/Latex|blood thinners/);
  });

  it('needs a name and a valid e-mail', async () => {
    const artist = await createArtist(app, db, { plan: 'premium' });
    const res = await artist.call('post', '/api/clients', { name: '' });
    expect(res.body.message).toBe('Client name is required.');
    const bad = await artist.call('post', '/api/clients', { name: 'A', email: 'not-mail' });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toHaveProperty('email');
  });
});

describe('plan caps', () => {
  it('stops a basic plan at exactly 10 under 15 concurrent creates', async () => {
    const artist = await createArtist(app, db, { plan: 'basic' });
    const answers = await Promise.all(
      Array.from({ length: 15 }, (_, i) =>
        artist.call('post', '/api/clients/enhanced', { name: `Client ${i}` }),
      ),
    );
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 403)).toHaveLength(5);
    const refused = answers.find((r) => r.status === 403);
    expect(refused?.body).toMatchObject({
      error: 'CLIENT_LIMIT_REACHED',
      message:
        'Client limit reached. Your basic plan allows 10 clients. Upgrade to create more clients.',
    });
    const stored = await db.collection(`users/${artist.uid}/clients`).count().get();
    expect(stored.data().count).toBe(10);
    const limits = await artist.call('get', '/api/clients/limits');
    expect(limits.body).toEqual({ current: 10, limit: 10, canCreate: false, planName: 'basic' });
  });

  it('gives a free account no clients, with the upgrade message', async () => {
    const artist = await createArtist(app, db);
    const res = await artist.call('post', '/api/clients', { name: 'Nope' });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(
      'Client limit reached. Your free plan allows 0 clients. Upgrade to create more clients.',
    );
    const limits = await artist.call('get', '/api/clients/limits');
    expect(limits.body).toEqual({ current: 0, limit: 0, canCreate: false, planName: 'free' });
  });

  it('frees a slot when a client is deleted', async () => {
    const artist = await createArtist(app, db, { plan: 'basic' });
    const created = await Promise.all(
      Array.from({ length: 10 }, (_, i) => artist.call('post', '/api/clients', { name: `C${i}` })),
    );
    expect((await artist.call('post', '/api/clients', { name: 'Eleventh' })).status).toBe(403);
    await artist.call('delete', `/api/clients/${created[0]?.body.id}`);
    expect((await artist.call('post', '/api/clients', { name: 'Eleventh' })).status).toBe(201);
  });

  it('treats premium and admin as unlimited', async () => {
    for (const options of [{ plan: 'premium' }, { role: 'admin', plan: null }]) {
      const artist = await createArtist(app, db, options);
      const limits = await artist.call('get', '/api/clients/limits');
      expect(limits.body).toMatchObject({ limit: 'unlimited', canCreate: true });
    }
  });
});

describe('careless bodies', () => {
  it('never reach a 500 on any write', async () => {
    const artist = await createArtist(app, db, { plan: 'premium' });
    const bodies = [
      {},
      [1, 2],
      { name: 42, email: true, amount: 'abc', appointmentDate: [], timezone: {} },
      { name: null, clientId: null, projectId: null, title: null, amount: null },
      { clientId: 'a/b', projectId: '../x', title: 'x', amount: -1, appointmentDate: '9999-99-99' },
    ];
    const writes: ['post' | 'put', string][] = [
      ['post', '/api/clients'],
      ['post', '/api/clients/enhanced'],
      ['put', '/api/clients/some-id'],
      ['post', '/api/client-projects'],
      ['post', '/api/project-payments'],
      ['post', '/api/appointments'],
      ['put', '/api/appointments/some-id'],
      ['put', '/api/profile/timezone'],
    ];
    for (const [method, path] of writes) {
      for (const body of bodies) {
        const res = await artist.call(method, path, body);
        expect(res.status, `${method} ${path} ${JSON.stringify(body)}`).toBeGreaterThanOrEqual(400);
        expect(res.status).toBeLessThan(500);
      }
    }
  });
});
