import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { db, uniqueCollection } from './firestore';

describe('field values', () => {
  it('FieldValue.delete() removes a field and keeps the others', async () => {
    const ref = db.collection(uniqueCollection('users')).doc('u');
    await ref.set({ stripeCustomerId: 'cus_1', email: 'a@b.test', nested: { x: 1, y: 2 } });

    await ref.update({ stripeCustomerId: FieldValue.delete(), 'nested.x': FieldValue.delete() });

    expect((await ref.get()).data()).toEqual({ email: 'a@b.test', nested: { y: 2 } });
  });

  it('FieldValue.delete() in a merge set removes the field', async () => {
    const ref = db.collection(uniqueCollection('users')).doc('u');
    await ref.set({ a: 1, b: 2 });

    await ref.set({ b: FieldValue.delete() }, { merge: true });

    expect((await ref.get()).data()).toEqual({ a: 1 });
  });

  it('FieldValue.increment() adds to a number and starts a missing field from 0', async () => {
    const ref = db.collection(uniqueCollection('promo')).doc('CODE');
    await ref.set({ uses: 1 });

    await Promise.all([
      ref.update({ uses: FieldValue.increment(1) }),
      ref.update({ uses: FieldValue.increment(1), credits: FieldValue.increment(5) }),
    ]);

    expect((await ref.get()).data()).toEqual({ uses: 3, credits: 5 });
  });

  it('serverTimestamp() stores the server time as a Timestamp', async () => {
    const ref = db.collection(uniqueCollection('ledger')).doc('e');
    const before = Date.now();

    await ref.set({ createdAt: FieldValue.serverTimestamp() });

    const createdAt = (await ref.get()).get('createdAt') as unknown;
    expect(createdAt).toBeInstanceOf(Timestamp);
    const millis = (createdAt as Timestamp).toMillis();
    expect(millis).toBeGreaterThanOrEqual(before - 1000);
    expect(millis).toBeLessThanOrEqual(Date.now() + 1000);
  });
});
