import { INTAKE_LINK_DAYS } from '@inkforge/domain';
import type { Firestore } from '../adapters/firebase/firebase';
import { linkTokenHash, newLinkToken } from '../http/private-link-token';
import { createApprovalRepository, type ApprovalRepository } from './approval.repository';
import { replaceIntakeLink } from './create-intake-link';
import { createIntakeRepository, type IntakeRepository } from './intake.repository';
import { createRecordReads, type RecordReads } from './record-reads.repository';

/**
 * The studio's records (clients, projects, appointments, payments, intake forms, design
 * approvals) as the other areas may use them: reads by id, and the intake link the reminders
 * e-mail. The clients area's own repositories stay inside it.
 */
export interface StudioRecords extends RecordReads {
  /** The intake form's state for the appointment; null without the appointment. */
  intakeStatus: IntakeRepository['status'];
  /** The design approval of a project; null without the project. */
  approvalOfProject: ApprovalRepository['get'];
  /**
   * A new private link to the intake form (its path), when the artist asked for one and the
   * client has not signed yet; null otherwise. It replaces the previous link, as the artist's
   * own "new link" does, so the mail holds the one link that works.
   */
  renewIntakeLink(uid: string, appointmentId: string, now: Date): Promise<string | null>;
  /** Opens an intake link (replacing any): 'signed' and 'missing' say why not. */
  openIntakeLink(
    uid: string,
    appointmentId: string,
    now: Date,
  ): Promise<'created' | 'missing' | 'signed'>;
  /**
   * A new private link to the project's pending design approval (its path), replacing the one
   * sent (issue 49: the client's page opens it); null when nothing waits for approval.
   */
  renewApprovalLink(uid: string, projectId: string, now: Date): Promise<string | null>;
}

export function createStudioRecords(db: Firestore): StudioRecords {
  const intakes = createIntakeRepository(db);
  const approvals = createApprovalRepository(db);
  return {
    ...createRecordReads(db),
    intakeStatus: (uid, appointmentId) => intakes.status(uid, appointmentId),
    approvalOfProject: (uid, projectId) => approvals.get(uid, projectId),
    async renewIntakeLink(uid, appointmentId, now) {
      if (!(await intakes.hasUnsignedLink(uid, appointmentId))) return null;
      const { made, link } = await replaceIntakeLink(intakes, uid, appointmentId, now);
      return made === 'created' ? link.path : null;
    },
    async openIntakeLink(uid, appointmentId, now) {
      return (await replaceIntakeLink(intakes, uid, appointmentId, now)).made;
    },
    async renewApprovalLink(uid, projectId, now) {
      const approval = (await approvals.get(uid, projectId))?.approval;
      if (!approval?.linkHash || approval.approvedAt) return null;
      const token = newLinkToken();
      const expiresAt = new Date(now.getTime() + INTAKE_LINK_DAYS * 86_400_000);
      const hash = linkTokenHash(token) ?? '';
      const made = await approvals.request(
        uid,
        projectId,
        approval.images,
        { hash, expiresAt },
        now,
      );
      return typeof made === 'object' ? `/approve/${token}` : null;
    },
  };
}
