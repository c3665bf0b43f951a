import type { Firestore } from 'firebase-admin/firestore';
import { fromSnapshot } from '../adapters/firebase/documents';
import { AppError } from '../app-error';
import {
  createStudiosRepository,
  type NewMember,
  type StoredInvitation,
  type StoredMember,
} from './studios.repository';

/** An invitation is open while nobody used it, the owner kept it and its 7 days run. */
export const invitationOpen = (invitation: StoredInvitation, now: Date): boolean =>
  !invitation.acceptedAt && !invitation.revokedAt && invitation.expiresAt > now;

const NOT_A_MEMBER = 'This person is not a member of this studio.';

/**
 * Joining and leaving (issue 43). Each change of who belongs where is one transaction: the
 * invitation, the member row and `studioMemberships/{uid}` move together, so two accepts of one
 * link (or of two studios' links) leave exactly one membership.
 */
export function createMembershipRepository(db: Firestore) {
  const repo = createStudiosRepository(db);
  const { studios, memberships, invitations, members } = repo.refs;

  return {
    async createInvitation(hash: string, invitation: Omit<StoredInvitation, 'id'>) {
      await invitations.doc(hash).create(invitation);
    },

    /** Withdraws an open invitation of this studio; anything else is the one INVALID answer. */
    async revokeInvitation(studioId: string, id: string, now: Date): Promise<void> {
      await db.runTransaction(async (tx) => {
        const ref = invitations.doc(id);
        const invitation = fromSnapshot<StoredInvitation>(await tx.get(ref));
        if (!invitation || invitation.studioId !== studioId || !invitationOpen(invitation, now)) {
          throw new AppError('STUDIO_INVITATION_INVALID');
        }
        tx.update(ref, { revokedAt: now });
      });
    },

    /**
     * Uses the invitation and adds its member: reads the invitation, the person's membership
     * and the studio's members, then writes all three. A second accept, racing or late, finds
     * the invitation used (or the membership taken) on its retry.
     */
    async accept(
      hash: string,
      caller: { uid: string; email: string },
      person: Pick<NewMember, 'displayName' | 'email'>,
      now: Date,
    ): Promise<string> {
      return db.runTransaction(async (tx) => {
        const ref = invitations.doc(hash);
        const invitation = fromSnapshot<StoredInvitation>(await tx.get(ref));
        if (!invitation || !invitationOpen(invitation, now)) {
          throw new AppError('STUDIO_INVITATION_INVALID');
        }
        if (invitation.email !== caller.email.trim().toLowerCase()) {
          throw new AppError('STUDIO_INVITATION_OTHER_EMAIL');
        }
        const studio = await tx.get(studios.doc(invitation.studioId));
        if (!studio.exists) throw new AppError('STUDIO_INVITATION_INVALID');
        const add = await repo.addMemberInTransaction(tx, invitation.studioId, {
          uid: caller.uid,
          role: invitation.role,
          displayName: person.displayName,
          email: person.email,
          houseShare: { kind: 'percent', percent: 0 },
          guestFrom: invitation.guestFrom,
          guestUntil: invitation.guestUntil,
        });
        tx.update(ref, { acceptedAt: now, acceptedBy: caller.uid });
        add();
        return invitation.studioId;
      });
    },

    /** The member row and the membership go together; the owner stays. */
    async removeMember(studioId: string, uid: string): Promise<void> {
      await db.runTransaction(async (tx) => {
        const [member, membership] = await Promise.all([
          tx.get(members(studioId).doc(uid)),
          tx.get(memberships.doc(uid)),
        ]);
        if (!member.exists) throw new AppError('STUDIO_NOT_FOUND', NOT_A_MEMBER);
        if (member.get('role') === 'owner') throw new AppError('STUDIO_OWNER_STAYS');
        tx.delete(member.ref);
        if (membership.get('studioId') === studioId) tx.delete(membership.ref);
      });
    },

    /** Applies `change` to the member as read inside the transaction; the owner stays. */
    async updateMember(
      studioId: string,
      uid: string,
      change: (member: StoredMember) => Partial<StoredMember>,
    ): Promise<StoredMember> {
      return db.runTransaction(async (tx) => {
        const ref = members(studioId).doc(uid);
        const member = fromSnapshot<StoredMember>(await tx.get(ref));
        if (!member) throw new AppError('STUDIO_NOT_FOUND', NOT_A_MEMBER);
        if (member.role === 'owner') throw new AppError('STUDIO_OWNER_STAYS');
        const patch = change(member);
        tx.update(ref, patch);
        return { ...member, ...patch };
      });
    },
  };
}

export type MembershipRepository = ReturnType<typeof createMembershipRepository>;
