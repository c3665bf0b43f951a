import type { StudioRecords } from '../clients';
import type { AppointmentMails } from '../reminders';
import type { EvidenceRepository } from './evidence.repository';

/** What the evidence of a disputed deposit reads: the studio's records, the artist, the mails. */
export interface EvidenceDeps {
  studio: Pick<
    StudioRecords,
    | 'appointment'
    | 'project'
    | 'client'
    | 'appointmentsOfProject'
    | 'paymentsOfProject'
    | 'paymentsOfAppointment'
    | 'intakeStatus'
    | 'approvalOfProject'
  >;
  records: EvidenceRepository;
  mails: AppointmentMails;
  clock: () => Date;
}
