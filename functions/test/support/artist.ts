import type { Express } from 'express';
import request from 'supertest';
import type { Firestore } from '../../src/adapters/firebase/firebase';
import { createTestUser, type TestUser } from './test-users';

export interface Artist extends TestUser {
  /** Sends an authenticated request as this artist. */
  call(
    method: 'get' | 'post' | 'put' | 'patch' | 'delete',
    path: string,
    body?: object,
  ): request.Test;
}

/**
 * A signed-up artist whose users/{uid} document carries the given plan (as billing would set
 * it) and time zone. The document is created through the API first, like a real first visit.
 */
export async function createArtist(
  app: Express,
  db: Firestore,
  options: { role?: string; plan?: string | null; timezone?: string } = {},
): Promise<Artist> {
  const user = await createTestUser();
  const auth = `Bearer ${user.idToken}`;
  const me = await request(app).get('/api/auth/me').set('Authorization', auth);
  if (me.status !== 200) throw new Error(`GET /api/auth/me answered ${me.status}`);
  const role = options.role ?? options.plan ?? 'free';
  await db.doc(`users/${user.uid}`).update({
    role,
    currentPlan: options.plan ?? null,
    subscriptionStatus: options.plan ? 'active' : 'inactive',
    timezone: options.timezone ?? 'UTC',
  });
  return {
    ...user,
    call(method, path, body) {
      const pending = request(app)[method](path).set('Authorization', auth);
      return body === undefined ? pending : pending.send(body);
    },
  };
}
