import { usernameKey } from '@inkforge/domain';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/support/test-app';
import { createTestUser } from '../../test/support/test-users';
import { reserveExistingUsernames } from './username-reservations.repository';

const { app, db } = buildTestApp();

const suffix = () => Math.random().toString(36).slice(2, 10);

/** An account as it was stored before usernames were reserved: a user document, no reservation. */
async function legacyAccount(username: string, createdAt: Date): Promise<string> {
  const uid = `legacy${suffix()}`;
  await db.doc(`users/${uid}`).set({ email: `${uid}@inkforge.test`, username, createdAt });
  return uid;
}

const reservation = async (name: string) =>
  (await db.doc(`usernames/${usernameKey(name)}`).get()).data()?.uid as string | undefined;

describe('reserving the usernames of accounts created before reservations', () => {
  it('reserves each name once, the older account keeps a shared one, and a second run changes nothing', async () => {
    const shared = `Studio_${suffix()}`;
    const solo = `solo_${suffix()}`;
    const older = await legacyAccount(shared, new Date('2024-03-01T10:00:00Z'));
    const younger = await legacyAccount(shared.toLowerCase(), new Date('2025-06-01T10:00:00Z'));
    const alone = await legacyAccount(solo, new Date('2025-01-01T10:00:00Z'));
    // Before: nothing stops a third artist from taking the same name.
    expect(await reservation(shared)).toBeUndefined();

    const createdBefore = new Date('2025-12-31T00:00:00Z');
    const first = await reserveExistingUsernames(db, { createdBefore });

    expect(await reservation(shared)).toBe(older);
    expect(await reservation(solo)).toBe(alone);
    const moved = `${shared.toLowerCase()}_${younger.slice(0, 8)}`;
    expect(first.renamed.filter((r) => [older, younger, alone].includes(r.uid))).toEqual([
      { uid: younger, from: shared.toLowerCase(), to: moved },
    ]);
    expect((await db.doc(`users/${older}`).get()).get('username')).toBe(shared);
    expect((await db.doc(`users/${younger}`).get()).get('username')).toBe(moved);
    expect(await reservation(moved)).toBe(younger);

    const second = await reserveExistingUsernames(db, { createdBefore });
    expect(second.renamed).toEqual([]);
    expect(second.reserved).toBe(0);
    expect(second.alreadyReserved).toBe(second.scanned);
    expect((await db.doc(`users/${younger}`).get()).get('username')).toBe(moved);

    // After: the name is taken for everyone else, whatever its case.
    const rival = await createTestUser();
    await request(app).get('/api/auth/me').set('Authorization', `Bearer ${rival.idToken}`);
    const taken = await request(app)
      .patch('/api/profile')
      .set('Authorization', `Bearer ${rival.idToken}`)
      .send({ username: shared.toUpperCase(), displayName: 'Rival', email: rival.email });
    expect(taken.status).toBe(409);
    expect(taken.body.error).toBe('USERNAME_TAKEN');
  });
});
