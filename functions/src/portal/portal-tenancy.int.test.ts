import { DECLARED_ROUTES } from '@inkforge/domain';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { createArtist, type Artist } from '../../test/support/artist';
import { buildTestApp } from '../../test/support/test-app';
import { mintPortalLink, portalAppointment } from '.';

const { app, db } = buildTestApp();
const nextYear = new Date().getUTCFullYear() + 1;

/**
 * Every client-page route that names an appointment or a project, whichever area declares it
 * (the moves, the cancel and the balance checkout too): read off the declarations, so a new
 * route is checked the day it is declared.
 */
const SCOPED = DECLARED_ROUTES.filter((d) =>
  /^\/api\/public\/portal\/:token\/(appointments|projects)\/:id\b/.test(d.path),
);

/** A body each route would accept, so the answer is about the id and nothing else. */
const VALID_BODIES: Record<string, object> = {
  move: { start: `${nextYear}-09-01T10:00:00.000Z` },
  cancel: {},
  'balance-checkout': {},
};

function bodyFor(path: string): object | undefined {
  const last = path.split('/').pop() ?? '';
  return VALID_BODIES[last];
}

interface Booked {
  clientId: string;
  projectId: string;
  appointmentId: string;
}

async function booked(artist: Artist, name: string, day: number): Promise<Booked> {
  const { body: client } = await artist.call('post', '/api/clients/enhanced', { name });
  const { body: project } = await artist.call('post', '/api/client-projects', {
    clientId: client.id,
    title: `${name}'s rose`,
    estimatedPrice: 300,
  });
  const res = await artist.call('post', '/api/appointments', {
    clientId: client.id,
    projectId: project.id,
    title: `${name}'s session`,
    appointmentDate: `${nextYear}-08-${String(day).padStart(2, '0')}T11:00`,
    type: 'tattoo_session',
    allowOverlap: true,
  });
  expect(res.status, res.text).toBe(201);
  return { clientId: client.id, projectId: project.id, appointmentId: res.body.id };
}

function send(method: string, path: string) {
  const call = request(app)[method.toLowerCase() as 'get' | 'post'](path);
  const body = bodyFor(path);
  return body === undefined ? call : call.send(body);
}

describe('a portal token reaches only its own client with its own artist (issue 49)', () => {
  let mine: Booked;
  let sameArtistOtherClient: Booked;
  let otherArtist: Booked[];
  let token: string;

  beforeAll(async () => {
    const [a, b] = await Promise.all([
      createArtist(app, db, { plan: 'pro' }),
      createArtist(app, db, { plan: 'pro' }),
    ]);
    mine = await booked(a, 'Ines Mine', 3);
    sameArtistOtherClient = await booked(a, 'Olga Other', 4);
    otherArtist = [await booked(b, 'Bea Beyond', 5), await booked(b, 'Cai Beyond', 6)];
    token = (await mintPortalLink(db, a.uid, mine.clientId, new Date())).slice('/bookings/'.length);
  });

  it('knows the routes it guards', () => {
    expect(SCOPED.map((d) => d.path)).toEqual(
      expect.arrayContaining([
        '/api/public/portal/:token/appointments/:id/intake.pdf',
        '/api/public/portal/:token/appointments/:id/deposit-policy.txt',
        '/api/public/portal/:token/appointments/:id/aftercare.txt',
        '/api/public/portal/:token/appointments/:id/intake',
        '/api/public/portal/:token/appointments/:id/healed-photo',
        '/api/public/portal/:token/projects/:id/approval',
      ]),
    );
    for (const d of SCOPED.filter((r) => r.body)) {
      expect(bodyFor(d.path), `a valid body for ${d.path} in VALID_BODIES`).toBeDefined();
    }
  });

  it("every route answers 404 for another client's and another artist's ids, never 403", async () => {
    const foreign = [sameArtistOtherClient, ...otherArtist];
    for (const d of SCOPED) {
      const kind = d.path.includes('/projects/') ? 'projectId' : 'appointmentId';
      for (const other of foreign) {
        const path = d.path.replace(':token', token).replace(':id', other[kind]);
        const res = await send(d.method, path);
        expect(res.status, `${d.method} ${d.path} with ${other.clientId}'s id`).toBe(404);
        expect(res.type).toBe('application/json');
        expect(['APPOINTMENT_NOT_FOUND', 'PROJECT_NOT_FOUND']).toContain(res.body.error);
      }
      // The same route with the client's own id is not refused for tenancy.
      const own = await send(d.method, d.path.replace(':token', token).replace(':id', mine[kind]));
      expect(['APPOINTMENT_NOT_FOUND', 'PROJECT_NOT_FOUND']).not.toContain(own.body?.error);
    }
  });

  it('portalAppointment, the helper other areas use, refuses the same ids', async () => {
    const now = new Date();
    const own = await portalAppointment(db, token, mine.appointmentId, now);
    expect(own).toMatchObject({ clientId: mine.clientId, appointment: { id: mine.appointmentId } });
    for (const other of [sameArtistOtherClient, ...otherArtist]) {
      await expect(portalAppointment(db, token, other.appointmentId, now)).rejects.toMatchObject({
        code: 'APPOINTMENT_NOT_FOUND',
        status: 404,
      });
    }
    await expect(portalAppointment(db, 'nope', mine.appointmentId, now)).rejects.toMatchObject({
      code: 'PORTAL_LINK_NOT_FOUND',
    });
  });

  it("the page lists only the token's own client's appointments", async () => {
    const res = await request(app).get(`/api/public/portal/${token}`);
    expect(res.status).toBe(200);
    const ids = [...res.body.upcoming, ...res.body.past].map((a: { id: string }) => a.id);
    expect(ids).toEqual([mine.appointmentId]);
    for (const other of [sameArtistOtherClient, ...otherArtist]) {
      expect(res.text).not.toContain(other.appointmentId);
      expect(res.text).not.toContain(other.clientId);
    }
  });
});
