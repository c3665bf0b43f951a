import { dashboardStatsSchema } from '@inkforge/domain';
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import type { Firestore } from '../adapters/firebase/firebase';
import { buildTestApp } from '../../test/support/test-app';
import { createTestUser, type TestUser } from '../../test/support/test-users';

const { app, db } = buildTestApp();

/**
 * Counts the RPCs the Firestore client sends, by method, through its two request entry points
 * (every read, write and aggregation goes through one of them). Internal, but it is the honest
 * measure: what reaches the server, not what our code believes it asks for.
 */
type Rpc = (method: string, ...rest: unknown[]) => unknown;
function countRpcs(firestore: Firestore) {
  const target = firestore as unknown as { request: Rpc; requestStream: Rpc };
  const calls: string[] = [];
  const originals = { request: target.request, requestStream: target.requestStream };
  target.request = function (this: unknown, method, ...rest) {
    calls.push(method);
    return originals.request.call(this, method, ...rest);
  };
  target.requestStream = function (this: unknown, method, ...rest) {
    calls.push(method);
    return originals.requestStream.call(this, method, ...rest);
  };
  return {
    calls,
    restore: () => Object.assign(target, originals),
  };
}

let restore: (() => void) | undefined;
afterEach(() => restore?.());

async function member(): Promise<TestUser> {
  const user = await createTestUser();
  await request(app).get('/api/auth/me').set('Authorization', `Bearer ${user.idToken}`).expect(200);
  return user;
}

async function seed(uid: string, collection: string, docs: Record<string, unknown>[]) {
  for (let start = 0; start < docs.length; start += 400) {
    const batch = db.batch();
    docs.slice(start, start + 400).forEach((data, i) => {
      batch.set(db.collection(`users/${uid}/${collection}`).doc(`d${start + i}`), data);
    });
    await batch.commit();
  }
}

const stats = (user: TestUser) =>
  request(app).get('/api/dashboard/stats').set('Authorization', `Bearer ${user.idToken}`);

describe('GET /api/dashboard/stats', () => {
  it('counts clients, completed designs and every gallery image the gallery lists', async () => {
    const user = await member();
    await db.doc(`users/${user.uid}`).update({ packCredits: 12 });
    await seed(user.uid, 'clients', [{ name: 'A' }, { name: 'B' }, { name: 'C' }]);
    await seed(user.uid, 'jobs', [
      { status: 'completed' },
      { status: 'completed' },
      { status: 'failed' },
      { status: 'processing' },
      // An AI edit (Modify Design) is a job but no design made.
      { status: 'completed', kind: 'modify' },
    ]);
    await seed(
      user.uid,
      'gallery',
      ['tattoo', 'stencil', 'manual_body_preview', 'body_preview'].map((type, i) => ({
        type,
        imagePath: `users/${user.uid}/gallery/${type}.png`,
        createdAt: new Date(Date.UTC(2031, 0, 1 + i)),
      })),
    );

    const res = await stats(user);

    expect(res.status).toBe(200);
    expect(dashboardStatsSchema.parse(res.body)).toEqual({
      creditsRemaining: 12,
      registeredClients: 3,
      generationsMade: 2,
      // A manual preview is in the gallery, so it counts: the card and the gallery agree.
      galleryImages: 4,
    });
    const gallery = await request(app)
      .get('/api/gallery')
      .set('Authorization', `Bearer ${user.idToken}`);
    expect(gallery.status).toBe(200);
    expect(gallery.body.items).toHaveLength(res.body.galleryImages);
  });

  it('sends the same Firestore calls for an account with 0 and with 500 clients', async () => {
    const empty = await member();
    const busy = await member();
    await seed(
      busy.uid,
      'clients',
      Array.from({ length: 500 }, (_, i) => ({ name: `Client ${i}` })),
    );

    const probe = countRpcs(db);
    restore = probe.restore;
    const emptyRes = await stats(empty);
    const emptyCalls = [...probe.calls].sort();
    probe.calls.length = 0;
    const busyRes = await stats(busy);
    const busyCalls = [...probe.calls].sort();

    expect(emptyRes.body.registeredClients).toBe(0);
    expect(busyRes.body.registeredClients).toBe(500);
    expect(busyCalls).toEqual(emptyCalls);
    // One user-document read for the balance, four count aggregations (clients, completed jobs
    // and the AI edits among them, gallery items), no document listing.
    expect(emptyCalls.filter((m) => m === 'runAggregationQuery')).toHaveLength(4);
    expect(emptyCalls).not.toContain('runQuery');
  });

  it('needs a signed-in caller', async () => {
    expect((await request(app).get('/api/dashboard/stats')).status).toBe(401);
  });
});
