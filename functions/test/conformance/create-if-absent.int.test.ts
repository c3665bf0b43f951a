import { describe, expect, it } from 'vitest';
import { ALREADY_EXISTS, NOT_FOUND, db, errorCode, uniqueCollection } from './firestore';

describe('create-if-absent and update preconditions', () => {
  it('create() twice: the second fails with ALREADY_EXISTS and keeps the first data', async () => {
    const ref = db.collection(uniqueCollection('stripeEvents')).doc('evt_1');

    await ref.create({ attempt: 1 });
    const code = await errorCode(ref.create({ attempt: 2 }));

    expect(code).toBe(ALREADY_EXISTS);
    expect((await ref.get()).get('attempt')).toBe(1);
  });

  it('update() of a missing document fails with NOT_FOUND and creates nothing', async () => {
    const ref = db.collection(uniqueCollection('users')).doc('ghost');

    const code = await errorCode(ref.update({ credits: 1 }));

    expect(code).toBe(NOT_FOUND);
    expect((await ref.get()).exists).toBe(false);
  });

  it('set() without merge replaces the document; with merge it keeps other fields', async () => {
    const ref = db.collection(uniqueCollection('profiles')).doc('p');
    await ref.set({ a: 1, b: 2 });

    await ref.set({ a: 3 });
    expect((await ref.get()).data()).toEqual({ a: 3 });

    await ref.set({ c: 4 }, { merge: true });
    expect((await ref.get()).data()).toEqual({ a: 3, c: 4 });
  });
});
