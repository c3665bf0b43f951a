import type { DocumentReference, Firestore } from 'firebase-admin/firestore';
import { STUDIO_SUBCOLLECTIONS } from './user-collections';

/** Firestore allows 500 writes per batch; smaller pages keep each commit quick. */
const PAGE = 300;

async function deleteSubcollection(db: Firestore, studio: DocumentReference, name: string) {
  let deleted = 0;
  for (;;) {
    const page = await studio.collection(name).limit(PAGE).get();
    if (page.empty) return deleted;
    const batch = db.batch();
    for (const doc of page.docs) batch.delete(doc.ref);
    await batch.commit();
    deleted += page.size;
  }
}

/**
 * The account's place in a studio (issue 43), deleted with the account. A member's row and
 * membership go in one transaction; the studio stays. The owner's studio goes whole: first
 * what other areas keep under it (page by page), then in one transaction every member row,
 * every member's membership, the page address, the invitations and the studio itself. The
 * owner's membership goes last, so a retry after a failure half-way finds the studio again.
 * What the members made stays: it lives under their own `users/{uid}`.
 */
export async function deleteStudioData(db: Firestore, uid: string): Promise<number> {
  const membership = db.collection('studioMemberships').doc(uid);
  const studioId = (await membership.get()).get('studioId') as string | undefined;
  if (!studioId) return 0;
  const studio = db.collection('studios').doc(studioId);
  const members = studio.collection('members');
  const owned = (await studio.get()).get('ownerUid') === uid;
  if (!owned) {
    await db.runTransaction(async (tx) => {
      tx.delete(members.doc(uid));
      tx.delete(membership);
    });
    return 2;
  }
  let deleted = 0;
  for (const name of STUDIO_SUBCOLLECTIONS) {
    if (name !== 'members') deleted += await deleteSubcollection(db, studio, name);
  }
  return db.runTransaction(async (tx) => {
    const [rows, invitations, slug] = await Promise.all([
      tx.get(members),
      tx.get(db.collection('studioInvitations').where('studioId', '==', studioId)),
      tx.get(studio).then((s) => s.get('slug') as string | undefined),
    ]);
    const theirs = await Promise.all(
      rows.docs.map((row) => tx.get(db.collection('studioMemberships').doc(row.id))),
    );
    for (const m of theirs) if (m.get('studioId') === studioId) tx.delete(m.ref);
    for (const doc of [...rows.docs, ...invitations.docs]) tx.delete(doc.ref);
    if (slug) tx.delete(db.collection('studioSlugs').doc(slug));
    tx.delete(studio);
    tx.delete(membership);
    return deleted + theirs.length + rows.size + invitations.size + 2;
  });
}
