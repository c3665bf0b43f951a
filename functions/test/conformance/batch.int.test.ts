import { describe, expect, it } from 'vitest';
import { ALREADY_EXISTS, db, errorCode, uniqueCollection } from './firestore';

describe('batch writes', () => {
  it('applies every write of a batch', async () => {
    const col = db.collection(uniqueCollection('batch'));
    const batch = db.batch();
    batch.set(col.doc('a'), { n: 1 });
    batch.set(col.doc('b'), { n: 2 });
    batch.delete(col.doc('c'));

    await batch.commit();

    expect((await col.get()).size).toBe(2);
  });

  it('is atomic: one failing write leaves every other write unapplied', async () => {
    const col = db.collection(uniqueCollection('batch'));
    await col.doc('taken').set({ n: 0 });
    const batch = db.batch();
    batch.set(col.doc('fresh'), { n: 1 });
    batch.update(col.doc('taken'), { n: 1 });
    batch.create(col.doc('taken'), { n: 2 });

    expect(await errorCode(batch.commit())).toBe(ALREADY_EXISTS);

    expect((await col.doc('fresh').get()).exists).toBe(false);
    expect((await col.doc('taken').get()).get('n')).toBe(0);
  });
});
