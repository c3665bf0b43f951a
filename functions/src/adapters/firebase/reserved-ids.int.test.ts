import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/support/test-app';

const { db } = buildTestApp();

/** Firestore takes any id; a public link can put `constructor` where an id goes. */
const NAMES = ['constructor', 'hasOwnProperty', 'toString', '__defineGetter__'];

describe('ids that name an Object member (the local Firestore server as Firestore)', () => {
  it('read as missing, then write and read back like any id', async () => {
    const flash = db.collection('users').doc('reserved-ids').collection('flash');
    for (const id of NAMES) {
      expect((await flash.doc(id).get()).exists, id).toBe(false);
      await flash.doc(id).set({ title: id });
      expect((await flash.doc(id).get()).get('title'), id).toBe(id);
    }
    expect((await db.collection('constructor').doc('toString').get()).exists).toBe(false);
  });
});
