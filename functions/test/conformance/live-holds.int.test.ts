import { describe, expect, it } from 'vitest';
import { db, uniqueCollection } from './firestore';

// The flash holds' reads (flash.repository): only live holds, by status and end time, as a
// plain read and inside a transaction, with and without a third equality (one design's holds).
// firestore.indexes.json declares the composite indexes these shapes need on real Firestore.
describe('live holds: equality on status, range on a timestamp', () => {
  it('returns only held holds ending after now, in and out of a transaction', async () => {
    const holds = db.collection(uniqueCollection('holds'));
    const now = new Date('2030-01-01T12:00:00Z');
    const at = (minutes: number) => new Date(now.getTime() + minutes * 60_000);
    const batch = db.batch();
    batch.set(holds.doc('live'), { flashId: 'f1', status: 'held', expiresAt: at(10) });
    batch.set(holds.doc('live-other'), { flashId: 'f2', status: 'held', expiresAt: at(5) });
    batch.set(holds.doc('ended'), { flashId: 'f1', status: 'held', expiresAt: at(-1) });
    batch.set(holds.doc('at-now'), { flashId: 'f1', status: 'held', expiresAt: now });
    batch.set(holds.doc('booked'), { flashId: 'f1', status: 'booked', expiresAt: at(10) });
    batch.set(holds.doc('released'), { flashId: 'f1', status: 'released', expiresAt: at(10) });
    await batch.commit();

    const live = holds.where('status', '==', 'held').where('expiresAt', '>', now);
    expect((await live.get()).docs.map((d) => d.id).sort()).toEqual(['live', 'live-other']);
    const ofDesign = holds
      .where('flashId', '==', 'f1')
      .where('status', '==', 'held')
      .where('expiresAt', '>', now);
    const inTx = await db.runTransaction(async (tx) => (await tx.get(ofDesign)).docs);
    expect(inTx.map((d) => d.id)).toEqual(['live']);
  });
});
