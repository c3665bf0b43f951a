import type { ApprovalRepository, IntakeRepository } from '../clients';
import type { OutboxRepository } from '../reminders';
import type { EvidenceRepository } from './evidence.repository';

/** What the evidence of a disputed deposit reads: the records, the mails, the intake, the approval. */
export interface EvidenceDeps {
  records: EvidenceRepository;
  mails: Pick<OutboxRepository, 'ofAppointment'>;
  intakes: Pick<IntakeRepository, 'status'>;
  approvals: Pick<ApprovalRepository, 'get'>;
  clock: () => Date;
}
