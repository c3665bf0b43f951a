import type { Firestore } from 'firebase-admin/firestore';
import { healedPhotoPath, INTAKE_LINK_DAYS } from '@inkforge/domain';
import { fromSnapshot, ownCollection } from '../adapters/firebase/documents';
import {
  createIntakeRepository,
  linkTokenHash,
  newLinkToken,
  type StoredAppointment,
} from '../clients';
import { createHealedPhotoLinks, HEALED_LINK_DAYS } from '../healed-photos';
import { notifyInTransaction } from '../notifications';
import { depositRecordOf } from './deposit-record';
import { isUpcoming } from './plan-mails';
import { whenText } from './render-mail';

/** What releasing an unpaid slot found: done (now or by an earlier attempt), or why not. */
type Release = 'released' | 'not-due' | 'changed';

/** The writes the chasing mails make: a fresh intake link, an unpaid slot released. */
export interface ChaseRepository {
  /**
   * A new private link to the intake form, when the artist asked for one (a link was made)
   * and the client has not signed yet; null otherwise. Like the artist's own "new link", it
   * replaces the previous one, so the mail holds the one link that works.
   */
  intakeLink(uid: string, appointmentId: string, now: Date): Promise<string | null>;
  /**
   * Opens the intake link the artist asked to e-mail: made now if there was none, so the mail
   * can replace it with the one it carries. 'signed' and 'missing' say why not.
   */
  openIntakeLink(
    uid: string,
    appointmentId: string,
    now: Date,
  ): Promise<'created' | 'missing' | 'signed'>;
  /** Cancels the appointment if its deposit is still unpaid, with an entry in its history. */
  releaseSlot(uid: string, appointmentId: string, startAt: Date, now: Date): Promise<Release>;
  /** A new private link for the client to send a photo of the healed tattoo to its project. */
  healedPhotoLink(
    uid: string,
    appointment: Pick<StoredAppointment, 'id' | 'clientId'> & { projectId: string },
    now: Date,
  ): Promise<string>;
}

const RELEASED = 'released';

export function createChaseRepository(db: Firestore): ChaseRepository {
  const intakes = createIntakeRepository(db);
  const healed = createHealedPhotoLinks(db);
  return {
    async intakeLink(uid, appointmentId, now) {
      const summary = (await ownCollection(db, uid, 'intakes').doc(appointmentId).get()).data();
      if (!summary || summary.signedAt !== undefined || typeof summary.linkHash !== 'string')
        return null;
      const token = newLinkToken();
      const expiresAt = new Date(now.getTime() + INTAKE_LINK_DAYS * 86_400_000);
      const made = await intakes.createLink(
        uid,
        appointmentId,
        linkTokenHash(token) ?? '',
        expiresAt,
        now,
      );
      return made === 'created' ? `/intake/${token}` : null;
    },

    async openIntakeLink(uid, appointmentId, now) {
      const expiresAt = new Date(now.getTime() + INTAKE_LINK_DAYS * 86_400_000);
      return intakes.createLink(
        uid,
        appointmentId,
        linkTokenHash(newLinkToken()) ?? '',
        expiresAt,
        now,
      );
    },

    async healedPhotoLink(uid, appointment, now) {
      const token = newLinkToken();
      const expiresAt = new Date(now.getTime() + HEALED_LINK_DAYS * 86_400_000);
      const link = {
        uid,
        projectId: appointment.projectId,
        appointmentId: appointment.id,
        clientId: appointment.clientId,
        expiresAt,
      };
      await healed.create(link, linkTokenHash(token) ?? '', now);
      return healedPhotoPath(token);
    },

    releaseSlot(uid, appointmentId, startAt, now) {
      return db.runTransaction(async (tx): Promise<Release> => {
        const ref = ownCollection(db, uid, 'appointments').doc(appointmentId);
        const appointment = fromSnapshot<StoredAppointment & { deposit?: unknown }>(
          await tx.get(ref),
        );
        if (!appointment || appointment.appointmentDate.getTime() !== startAt.getTime())
          return 'changed';
        const deposit = depositRecordOf(appointment.deposit);
        // A retry after the slot was released (the mail failed) still tells the client.
        if (
          appointment.status === 'cancelled' &&
          deposit?.history.some((h) => h.action === RELEASED)
        )
          return 'released';
        if (!isUpcoming(appointment.status)) return 'changed';
        if (deposit?.status !== 'requested') return 'not-due';
        // The stored entries as they are, one appended (read in this transaction).
        const stored = (appointment.deposit as { history?: unknown }).history;
        tx.update(ref, {
          status: 'cancelled',
          updatedAt: now,
          // requested → cancelled: its page stops taking money; a checkout paid anyway is
          // refunded in full by the webhook.
          'deposit.status': 'cancelled',
          'deposit.history': [
            ...(Array.isArray(stored) ? stored : []),
            {
              at: now,
              action: RELEASED,
              note: 'The deposit was not paid in time: the slot was released.',
            },
          ],
        });
        // The artist learns it in the bell, in the same transaction (its id makes it once).
        notifyInTransaction(
          db,
          tx,
          uid,
          `released-${appointmentId}-${startAt.getTime()}`,
          {
            kind: 'slot_released',
            title: 'Slot released: deposit not paid',
            body: `${appointment.title} on ${whenText(startAt, appointment.timezone)} is cancelled and free again; the client was told.`,
            link: '/calendar',
          },
          now,
        );
        return 'released';
      });
    },
  };
}
