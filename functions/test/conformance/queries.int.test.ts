import { FieldPath } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { db, uniqueCollection } from './firestore';

const items = db.collection(uniqueCollection('gallery'));

beforeAll(async () => {
  const batch = db.batch();
  for (let i = 1; i <= 7; i += 1) {
    batch.set(items.doc(`item-${i}`), { owner: 'me', rank: i, type: i % 2 ? 'tattoo' : 'stencil' });
  }
  batch.set(items.doc('other'), { owner: 'someone-else', rank: 100, type: 'tattoo' });
  await batch.commit();
});

const ids = (snapshot: FirebaseFirestore.QuerySnapshot) => snapshot.docs.map((d) => d.id);

describe('queries', () => {
  it('filters with where, orders with orderBy and cuts with limit', async () => {
    const page = await items.where('owner', '==', 'me').orderBy('rank', 'desc').limit(3).get();

    expect(ids(page)).toEqual(['item-7', 'item-6', 'item-5']);
  });

  it('pages with startAfter(snapshot) without repeating or losing documents', async () => {
    const query = items.where('owner', '==', 'me').orderBy('rank', 'desc').limit(3);
    const seen: string[] = [];
    let page = await query.get();
    while (!page.empty) {
      seen.push(...ids(page));
      page = await query.startAfter(page.docs.at(-1)).get();
    }

    expect(seen).toEqual(['item-7', 'item-6', 'item-5', 'item-4', 'item-3', 'item-2', 'item-1']);
  });

  it('pages an equality filter in document-id order with startAfter(snapshot)', async () => {
    // The daily job's subscriber pages (billing.repository.ts).
    const query = items.where('owner', '==', 'me').orderBy(FieldPath.documentId()).limit(3);
    const seen: string[] = [];
    let page = await query.get();
    while (!page.empty) {
      seen.push(...ids(page));
      page = await query.startAfter(page.docs.at(-1)).get();
    }

    expect(seen).toEqual(['item-1', 'item-2', 'item-3', 'item-4', 'item-5', 'item-6', 'item-7']);
  });

  it('pages with startAfter(value) on the ordered field', async () => {
    const page = await items.where('owner', '==', 'me').orderBy('rank').startAfter(5).get();

    expect(ids(page)).toEqual(['item-6', 'item-7']);
  });

  it('skips with offset', async () => {
    const page = await items.where('owner', '==', 'me').orderBy('rank').offset(2).limit(2).get();

    expect(ids(page)).toEqual(['item-3', 'item-4']);
  });

  it('combines two equality filters', async () => {
    const page = await items.where('owner', '==', 'me').where('type', '==', 'stencil').get();

    expect(ids(page).sort()).toEqual(['item-2', 'item-4', 'item-6']);
  });

  it('pages by (value, id) descending with startAfter(value, id): ties broken by id', async () => {
    const ties = db.collection(uniqueCollection('gallery-ties'));
    const batch = db.batch();
    for (const [id, at] of [
      ['a', 1],
      ['b', 2],
      ['c', 2],
      ['d', 2],
      ['e', 3],
    ] as const) {
      batch.set(ties.doc(id), { at });
    }
    await batch.commit();
    const query = ties.orderBy('at', 'desc').orderBy(FieldPath.documentId(), 'desc').limit(2);
    const first = await query.get();
    expect(ids(first)).toEqual(['e', 'd']);
    expect(ids(await query.startAfter(2, 'd').get())).toEqual(['c', 'b']);
    expect(ids(await query.startAfter(2, 'b').get())).toEqual(['a']);
  });
});
