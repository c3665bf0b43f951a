import type { Firestore } from '../adapters/firebase/firebase';
import { createStudioAccess } from './studio-access';
import { createStudiosRepository } from './studios.repository';

/** The studio a client reads an artist's mails and pages under. */
export interface ArtistStudio {
  name: string;
  /** The studio's address ('' when the owner gave none). */
  address: string;
  ownerUid: string;
  /** Whose connected Stripe account takes the artist's deposits. */
  depositsTo: 'artist' | 'studio';
}

/**
 * For the areas that write to an artist's clients (mails, the client's pages, deposits): the
 * studio the artist tattoos in today, or null. A removed member, a guest outside their spot and
 * the front desk have none: their clients read the artist's own studio name, as before.
 */
export function createArtistStudios(db: Firestore, clock: () => Date) {
  const repo = createStudiosRepository(db);
  const door = createStudioAccess(repo, clock);
  async function of(uid: string): Promise<ArtistStudio | null> {
    const mine = await door.mine(uid);
    if (!mine || mine.member.role === 'desk') return null;
    const { name, address, ownerUid, depositsTo } = mine.studio;
    return { name, address, ownerUid, depositsTo: depositsTo ?? 'artist' };
  }

  return {
    of,

    /**
     * Whose connected account takes `uid`'s deposits: the studio owner's when the owner set
     * the studio to take them and `uid` tattoos there today, else the artist's own.
     */
    async depositPayee(uid: string): Promise<string> {
      const studio = await of(uid);
      return studio?.depositsTo === 'studio' ? studio.ownerUid : uid;
    },

    /**
     * The members whose deposits an account holder's studio takes (the holder first): where a
     * refund event on the studio's account may belong. Just the holder outside such a studio.
     */
    async depositHolders(accountUid: string): Promise<string[]> {
      const studioId = await repo.studioIdOf(accountUid);
      const studio = studioId ? await repo.studio(studioId) : null;
      if (!studio || studio.ownerUid !== accountUid || studio.depositsTo !== 'studio') {
        return [accountUid];
      }
      const members = await repo.members(studio.id);
      return [accountUid, ...members.map((m) => m.uid).filter((uid) => uid !== accountUid)];
    },
  };
}

export type ArtistStudios = ReturnType<typeof createArtistStudios>;
