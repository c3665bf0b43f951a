import type { Firestore } from '../adapters/firebase/firebase';
import { createStudioAccess } from './studio-access';
import { createStudiosRepository } from './studios.repository';

/** The studio a client reads an artist's mails and pages under. */
export interface ArtistStudio {
  name: string;
  /** The studio's address ('' when the owner gave none). */
  address: string;
}

/**
 * For the areas that write to an artist's clients (mails, the client's pages): the studio the
 * artist tattoos in today, or null. A removed member, a guest outside their spot and the front
 * desk have none: their clients read the artist's own studio name, as before.
 */
export function createArtistStudios(db: Firestore, clock: () => Date) {
  const door = createStudioAccess(createStudiosRepository(db), clock);
  return {
    async of(uid: string): Promise<ArtistStudio | null> {
      const mine = await door.mine(uid);
      if (!mine || mine.member.role === 'desk') return null;
      return { name: mine.studio.name, address: mine.studio.address };
    },
  };
}

export type ArtistStudios = ReturnType<typeof createArtistStudios>;
