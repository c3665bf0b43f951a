import type { Firestore } from 'firebase-admin/firestore';
import { healedPhotoPath } from '@inkforge/domain';
import {
  readAppointmentInTransaction,
  type StoredAppointment,
  type StudioRecords,
} from '../clients';
import { linkTokenHash, newLinkToken } from '../http/private-link-token';
import { createHealedPhotoLinks, HEALED_LINK_DAYS } from '../healed-photos';
import { notifyInTransaction } from '../notifications';
import { depositRecordOf } from './deposit-record';
import { isUpcoming } from './plan-mails';
import { whenText } from './render-mail';

/** What releasing an unpaid slot found: done (now or by an earlier attempt), or why not. */
type Release = 'released' | 'not-due' | 'changed';

/** The writes the chasing mails make: a fresh intake link, an unpaid slot released. */
export interface ChaseRepository {
  /** A fresh intake link for a mail (the studio's records make it, see StudioRecords). */
  intakeLink: StudioRecords['renewIntakeLink'];
  /**
   * Opens the intake link the artist asked to e-mail: made now if there was none, so the mail
   * can replace it with the one it carries.
   */
  openIntakeLink: StudioRecords['openIntakeLink'];
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

export function createChaseRepository(
  db: Firestore,
  records: Pick<StudioRecords, 'renewIntakeLink' | 'openIntakeLink'>,
): ChaseRepository {
  const healed = createHealedPhotoLinks(db);
  return {
    intakeLink: records.renewIntakeLink,
    openIntakeLink: records.openIntakeLink,

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
        const { appointment, update } = await readAppointmentInTransaction(
          tx,
          db,
          uid,
          appointmentId,
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
        update({
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
