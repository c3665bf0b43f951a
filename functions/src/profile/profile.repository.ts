import type { DocumentData, Firestore } from 'firebase-admin/firestore';

export interface ProfilePatch {
  username: string;
  displayName: string;
  email?: string;
  updatedAt: Date;
}

export function createProfileRepository(db: Firestore) {
  return {
    /** Null when the user document does not exist (it is created on first sign-in). */
    async update(uid: string, patch: ProfilePatch): Promise<DocumentData | null> {
      const ref = db.collection('users').doc(uid);
      return db.runTransaction(async (tx) => {
        const snapshot = await tx.get(ref);
        const current = snapshot.data();
        if (!current) return null;
        tx.update(ref, { ...patch });
        return { ...current, ...patch };
      });
    },
    async get(uid: string): Promise<DocumentData | undefined> {
      return (await db.collection('users').doc(uid).get()).data();
    },
  };
}

export type ProfileRepository = ReturnType<typeof createProfileRepository>;
