import { usernameKey } from '@inkforge/domain';
import type { DocumentData, Firestore } from 'firebase-admin/firestore';
import { AppError } from '../app-error';
import { USERNAMES } from '../users/username-reservations.repository';

export interface ProfilePatch {
  username: string;
  displayName: string;
  updatedAt: Date;
}

const ALREADY_EXISTS = 6;

export function createProfileRepository(db: Firestore) {
  const names = db.collection(USERNAMES);
  return {
    /**
     * Saves the names and moves the username reservation in one transaction: the new name is
     * claimed (USERNAME_TAKEN if another artist owns it) and the old one released. Null when
     * the user document does not exist (it is created on first sign-in).
     */
    async update(uid: string, patch: ProfilePatch): Promise<DocumentData | null> {
      const ref = db.collection('users').doc(uid);
      const wanted = names.doc(usernameKey(patch.username));
      const saved = db.runTransaction(async (tx) => {
        const snapshot = await tx.get(ref);
        const current = snapshot.data();
        if (!current) return null;
        const previous =
          typeof current.username === 'string' ? names.doc(usernameKey(current.username)) : null;
        const [claim, held] = await Promise.all([
          tx.get(wanted),
          previous && previous.id !== wanted.id ? tx.get(previous) : Promise.resolve(null),
        ]);
        const owner: unknown = claim.get('uid');
        if (claim.exists && owner !== uid) throw new AppError('USERNAME_TAKEN');
        if (!claim.exists) tx.create(wanted, { uid, createdAt: patch.updatedAt });
        if (held?.exists && held.get('uid') === uid) tx.delete(held.ref);
        tx.update(ref, { ...patch });
        return { ...current, ...patch };
      });
      // A rival's create() of the same name committed between our read and our commit.
      return saved.catch((err: unknown) => {
        if ((err as { code?: unknown }).code === ALREADY_EXISTS) {
          throw new AppError('USERNAME_TAKEN');
        }
        throw err;
      });
    },
    /** The studio's currency and locale; false when the user document does not exist. */
    async setFormats(
      uid: string,
      patch: { currency: string; locale: string; updatedAt: Date },
    ): Promise<boolean> {
      const ref = db.collection('users').doc(uid);
      return db.runTransaction(async (tx) => {
        if (!(await tx.get(ref)).exists) return false;
        tx.update(ref, patch);
        return true;
      });
    },
    async get(uid: string): Promise<DocumentData | undefined> {
      return (await db.collection('users').doc(uid).get()).data();
    },
  };
}

export type ProfileRepository = ReturnType<typeof createProfileRepository>;
