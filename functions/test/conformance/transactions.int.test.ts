import { describe, expect, it } from 'vitest';
import { ALREADY_EXISTS, db, errorCode, uniqueCollection } from './firestore';

describe('transactions', () => {
  it('20 concurrent decrements of a counter of 10 commit exactly 10 and end at 0', async () => {
    const counter = db.collection(uniqueCollection('counters')).doc('credits');
    await counter.set({ value: 10 });

    const outcomes = await Promise.all(
      Array.from({ length: 20 }, () =>
        db.runTransaction(async (tx) => {
          const snapshot = await tx.get(counter);
          const value = snapshot.get('value') as number;
          if (value <= 0) return 'refused';
          tx.update(counter, { value: value - 1 });
          return 'decremented';
        }),
      ),
    );

    expect(outcomes.filter((o) => o === 'decremented')).toHaveLength(10);
    expect(outcomes.filter((o) => o === 'refused')).toHaveLength(10);
    expect((await counter.get()).get('value')).toBe(0);
  });

  it('moves a balance and appends a ledger entry atomically, once per idempotency key', async () => {
    const user = db.collection(uniqueCollection('users')).doc('u1');
    await user.set({ credits: 5 });
    const spend = () =>
      db.runTransaction(async (tx) => {
        const entry = user.collection('ledger').doc('job-1');
        const [userSnap, entrySnap] = await Promise.all([tx.get(user), tx.get(entry)]);
        if (entrySnap.exists) return 'duplicate';
        tx.update(user, { credits: (userSnap.get('credits') as number) - 4 });
        tx.create(entry, { amount: -4 });
        return 'spent';
      });

    const outcomes = await Promise.all([spend(), spend(), spend()]);

    expect(outcomes.filter((o) => o === 'spent')).toHaveLength(1);
    expect((await user.get()).get('credits')).toBe(1);
    expect((await user.collection('ledger').get()).size).toBe(1);
  });

  it('fails a transaction that creates an existing document with ALREADY_EXISTS', async () => {
    const ref = db.collection(uniqueCollection('events')).doc('evt_1');
    await ref.create({ handled: true });

    const code = await errorCode(
      db.runTransaction(async (tx) => {
        tx.create(ref, { handled: true });
      }),
    );

    expect(code).toBe(ALREADY_EXISTS);
  });

  it('applies nothing from a transaction whose function throws', async () => {
    const ref = db.collection(uniqueCollection('docs')).doc('d');
    await ref.set({ value: 1 });

    await expect(
      db.runTransaction(async (tx) => {
        await tx.get(ref);
        tx.update(ref, { value: 2 });
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');

    expect((await ref.get()).get('value')).toBe(1);
  });
});
