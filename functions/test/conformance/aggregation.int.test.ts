import { describe, expect, it } from 'vitest';
import { db, uniqueCollection } from './firestore';

describe('count()', () => {
  it('counts the documents a filtered query matches', async () => {
    const clients = db.collection(uniqueCollection('clients'));
    await Promise.all(
      ['a', 'b', 'c', 'd'].map((id, i) =>
        clients.doc(id).set({ status: i < 3 ? 'active' : 'inactive' }),
      ),
    );

    const all = await clients.count().get();
    const active = await clients.where('status', '==', 'active').count().get();
    const none = await db.collection(uniqueCollection('empty')).count().get();

    expect(all.data().count).toBe(4);
    expect(active.data().count).toBe(3);
    expect(none.data().count).toBe(0);
  });
});
