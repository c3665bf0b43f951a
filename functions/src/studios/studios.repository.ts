import type { HouseShare, StudioRole, WorkingHours } from '@inkforge/domain';
import { FieldValue, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { fromSnapshot, fromSnapshots, userRef } from '../adapters/firebase/documents';
import { AppError } from '../app-error';

/**
 * Where a studio lives (issue 43). What belongs to the studio is under `studios/{id}`; what an
 * artist makes (clients they tattoo, appointments, gallery, credits) stays under their own
 * `users/{uid}`, so leaving takes nothing of theirs away.
 *
 * - `studios/{id}`: name, page address, address, zone, hours, owner, where deposits go.
 * - `studios/{id}/members/{uid}`: role, colour, house share, a guest's days. The role is read
 *   from here on every call, never from a token claim.
 * - `studioMemberships/{uid}`: `{studioId}`: one studio per person, written with the member row.
 * - `studioSlugs/{slug}`: `{studioId}`: one page address per studio.
 * - `studioInvitations/{sha256 of token}`: a single-use invitation, 7 days.
 */
export interface StoredStudio {
  id: string;
  name: string;
  slug: string;
  address: string;
  timezone: string;
  openingHours: WorkingHours | null;
  depositsTo: 'artist' | 'studio';
  ownerUid: string;
  /** ISO 4217: the owner's studio currency when the studio was made. */
  currency: string;
  createdAt: Date;
}

export interface StoredMember {
  id: string;
  uid: string;
  role: StudioRole;
  displayName: string;
  email: string;
  color: string;
  houseShare: HouseShare;
  guestFrom: string | null;
  guestUntil: string | null;
  joinedAt: Date;
}

export interface StoredInvitation {
  id: string;
  studioId: string;
  email: string;
  role: Exclude<StudioRole, 'owner'>;
  guestFrom: string | null;
  guestUntil: string | null;
  invitedBy: string;
  createdAt: Date;
  expiresAt: Date;
  acceptedAt: Date | null;
  acceptedBy: string | null;
  revokedAt: Date | null;
}

/** Calendar colours handed out in turn; each passes 3:1 against white as a card's edge. */
const MEMBER_COLORS = [
  '#1864ab',
  '#a61e4d',
  '#2b8a3e',
  '#862e9c',
  '#d9480f',
  '#0b7285',
  '#5c940d',
  '#5f3dc4',
] as const;

export interface StudioUser extends Record<string, unknown> {
  email: string;
  displayName: string;
  currentPlan?: string | null;
}

export type NewMember = Omit<StoredMember, 'id' | 'joinedAt' | 'color'>;

export function createStudiosRepository(db: Firestore) {
  const studios = db.collection('studios');
  const memberships = db.collection('studioMemberships');
  const slugs = db.collection('studioSlugs');
  const invitations = db.collection('studioInvitations');
  const members = (studioId: string) => studios.doc(studioId).collection('members');

  /** Adds a member inside the caller's transaction (reads first: call before any write). */
  async function addMemberInTransaction(
    tx: Transaction,
    studioId: string,
    member: NewMember,
  ): Promise<() => void> {
    const [mine, existing] = await Promise.all([
      tx.get(memberships.doc(member.uid)),
      tx.get(members(studioId)),
    ]);
    if (mine.exists) throw new AppError('STUDIO_ALREADY_MEMBER');
    const used = new Set(existing.docs.map((d) => d.get('color') as string));
    const color =
      MEMBER_COLORS.find((c) => !used.has(c)) ??
      MEMBER_COLORS[existing.size % MEMBER_COLORS.length];
    return () => {
      tx.create(memberships.doc(member.uid), { studioId });
      tx.create(members(studioId).doc(member.uid), {
        ...member,
        color,
        joinedAt: FieldValue.serverTimestamp(),
      });
    };
  }

  return {
    addMemberInTransaction,

    /** The fields of a user a studio needs: name, e-mail, plan, studio format. */
    async user(uid: string): Promise<StudioUser | null> {
      return fromSnapshot<StudioUser>(await userRef(db, uid).get());
    },

    async studio(id: string): Promise<StoredStudio | null> {
      return fromSnapshot<StoredStudio>(await studios.doc(id).get());
    },

    async studioIdOf(uid: string): Promise<string | null> {
      const snap = await memberships.doc(uid).get();
      return (snap.get('studioId') as string | undefined) ?? null;
    },

    async studioIdBySlug(slug: string): Promise<string | null> {
      const snap = await slugs.doc(slug).get();
      return (snap.get('studioId') as string | undefined) ?? null;
    },

    async member(studioId: string, uid: string): Promise<StoredMember | null> {
      return fromSnapshot<StoredMember>(await members(studioId).doc(uid).get());
    },

    async members(studioId: string): Promise<StoredMember[]> {
      const snap = await members(studioId).orderBy('joinedAt').get();
      return fromSnapshots<StoredMember>(snap.docs);
    },

    /** The studio, its page address and its owner's membership: one transaction. */
    async create(
      studio: Omit<StoredStudio, 'id' | 'createdAt'>,
      owner: NewMember,
    ): Promise<string> {
      const ref = studios.doc();
      await db.runTransaction(async (tx) => {
        const slug = await tx.get(slugs.doc(studio.slug));
        const addOwner = await addMemberInTransaction(tx, ref.id, owner);
        if (slug.exists) throw new AppError('STUDIO_SLUG_TAKEN');
        tx.create(slugs.doc(studio.slug), { studioId: ref.id });
        tx.create(ref, { ...studio, createdAt: FieldValue.serverTimestamp() });
        addOwner();
      });
      return ref.id;
    },

    async invitation(hash: string): Promise<StoredInvitation | null> {
      return fromSnapshot<StoredInvitation>(await invitations.doc(hash).get());
    },

    async openInvitations(studioId: string, now: Date): Promise<StoredInvitation[]> {
      const snap = await invitations.where('studioId', '==', studioId).get();
      return fromSnapshots<StoredInvitation>(snap.docs)
        .filter((i) => !i.acceptedAt && !i.revokedAt && i.expiresAt > now)
        .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    },

    refs: { studios, memberships, slugs, invitations, members },
  };
}

export type StudiosRepository = ReturnType<typeof createStudiosRepository>;
