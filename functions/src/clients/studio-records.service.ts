import type { Firestore } from '../adapters/firebase/firebase';
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
  };
}
