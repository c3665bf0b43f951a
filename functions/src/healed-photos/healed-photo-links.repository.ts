import { artistIdentityOf, userUnderStudio, type ArtistIdentity } from '@inkforge/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { fromSnapshot, userRef } from '../adapters/firebase/documents';
import { readProject } from '../clients';
import { createArtistStudios } from '../studios';

/** How long a healed-photo link opens, and how many photos one link takes. */
export const HEALED_LINK_DAYS = 90;
export const MAX_HEALED_PHOTOS_PER_LINK = 3;

/**
 * healedPhotoLinks/{sha256 of the token} → {uid, projectId, appointmentId, clientId, expiresAt,
 * uploads}. Only the hash is stored, like the intake and approval links, so the database never
 * holds a working link. Account deletion removes the artist's rows; until it has, a link of a
 * deleted (or deleting) account opens nothing.
 */
interface StoredLink {
  uid: string;
  projectId: string;
  appointmentId: string;
  clientId: string;
  expiresAt: Date;
  uploads: number;
}

/** What a link that still opens leads to. */
export interface OpenHealedLink extends StoredLink {
  projectTitle: string;
  studio: { displayName: string | null; studioName: string | null; email: string | null };
  /** The artist's avatar and accent, for the page's header. */
  identity: ArtistIdentity;
}

export interface HealedPhotoLinks {
  create(link: Omit<StoredLink, 'uploads'>, hash: string, now: Date): Promise<void>;
  open(hash: string, now: Date): Promise<OpenHealedLink | null>;
  /**
   * Counts a photo the studio has kept, in one transaction: the link still opens and has room.
   * 'invalid' when it no longer opens, 'full' past its photos (the photo is then given back).
   */
  countPhoto(hash: string, now: Date): Promise<OpenHealedLink | 'invalid' | 'full'>;
}

const HEALED_LINKS = 'healedPhotoLinks';

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : null);

export function createHealedPhotoLinks(db: Firestore): HealedPhotoLinks {
  const links = db.collection(HEALED_LINKS);

  async function read(
    get: (ref: FirebaseFirestore.DocumentReference) => Promise<FirebaseFirestore.DocumentSnapshot>,
    hash: string,
    now: Date,
  ): Promise<OpenHealedLink | null> {
    const link = fromSnapshot<StoredLink>(await get(links.doc(hash)));
    if (!link || !(link.expiresAt instanceof Date) || link.expiresAt <= now) return null;
    const [user, project] = await Promise.all([
      get(userRef(db, link.uid)),
      readProject(get, db, link.uid, link.projectId),
    ]);
    const stored = user.data();
    // The account is gone, or going (deletion marks the user first): the link dies with it.
    if (!stored || stored.deletedAt !== undefined) return null;
    if (!project) return null;
    // A studio member's client reads the studio's name beside the artist's.
    const owner = userUnderStudio(stored, await createArtistStudios(db, () => now).of(link.uid));
    const settings = (owner.reminderSettings ?? {}) as Record<string, unknown>;
    return {
      ...link,
      uploads: typeof link.uploads === 'number' ? link.uploads : 0,
      projectTitle: project.title,
      studio: {
        displayName: text(owner.displayName),
        studioName: text(settings.studioName),
        email: text(owner.email),
      },
      identity: artistIdentityOf(owner),
    };
  }

  return {
    async create(link, hash, now) {
      await links.doc(hash).create({ ...link, uploads: 0, createdAt: now });
    },
    open: (hash, now) => read((ref) => ref.get(), hash, now),
    countPhoto: (hash, now) =>
      db.runTransaction(async (tx) => {
        const link = await read((ref) => tx.get(ref), hash, now);
        if (!link) return 'invalid';
        if (link.uploads >= MAX_HEALED_PHOTOS_PER_LINK) return 'full';
        tx.update(links.doc(hash), { uploads: link.uploads + 1, lastUploadAt: now });
        return link;
      }),
  };
}
