import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/support/test-app';
import { createArtist } from '../../test/support/artist';

const { app, db } = buildTestApp();

describe('two artists', () => {
  it("refuses every call on the other artist's ids and leaks nothing in lists", async () => {
    const owner = await createArtist(app, db, { plan: 'pro' });
    const other = await createArtist(app, db, { plan: 'pro' });
    const { body: client } = await owner.call('post', '/api/clients/enhanced', {
      name: 'Secret Client',
      allergies: 'Nickel',
      medicalNotes: 'Diabetic',
    });
    const { body: project } = await owner.call('post', '/api/client-projects', {
      clientId: client.id,
      title: 'Secret Project',
      estimatedPrice: 100,
    });
    const { body: appointment } = await owner.call('post', '/api/appointments', {
      clientId: client.id,
      projectId: project.id,
      title: 'Secret Appointment',
      appointmentDate: '2025-07-01T10:00',
    });
    await owner.call('post', '/api/project-payments', { projectId: project.id, amount: 50 });

    const attempts = [
      other.call('put', `/api/clients/${client.id}`, { name: 'Hijacked' }),
      other.call('delete', `/api/clients/${client.id}`),
      other.call('get', `/api/clients/${client.id}/body-previews`),
      other.call('post', '/api/client-projects', { clientId: client.id, title: 'Mine' }),
      other.call('post', '/api/project-payments', { projectId: project.id, amount: 1 }),
      other.call('post', '/api/appointments', {
        clientId: client.id,
        title: 'Mine',
        appointmentDate: '2025-07-01T10:00',
      }),
      other.call('put', `/api/appointments/${appointment.id}`, {
        title: 'Moved',
        appointmentDate: '2025-07-01T11:00',
      }),
      other.call('delete', `/api/appointments/${appointment.id}`),
    ];
    for (const res of await Promise.all(attempts)) {
      expect([403, 404]).toContain(res.status);
    }

    const lists = await Promise.all([
      other.call('get', '/api/clients'),
      other.call('get', '/api/clients/enhanced'),
      other.call('get', '/api/calendar-new'),
    ]);
    for (const res of lists) {
      expect(res.status).toBe(200);
      expect(res.body).toEqual([]);
    }
    expect((await other.call('get', '/api/clients/limits')).body.current).toBe(0);

    const [mine] = (await owner.call('get', '/api/clients/enhanced')).body;
    expect(mine).toMatchObject({ name: 'Secret Client', totalCollected: 50 });
    expect(mine.projects[0].payments).toHaveLength(1);
    expect(mine.appointments[0]).toMatchObject({ title: 'Secret Appointment' });
  });

  it('answers 401 without a token on every call', async () => {
    const { default: request } = await import('supertest');
    for (const path of [
      '/api/clients',
      '/api/clients/enhanced',
      '/api/clients/limits',
      '/api/calendar-new',
    ]) {
      expect((await request(app).get(path)).status).toBe(401);
    }
    expect((await request(app).post('/api/appointments').send({})).status).toBe(401);
  });
});
