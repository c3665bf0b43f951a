import type { AppointmentDeposit, SignedIntake } from '@inkforge/domain';
import { AppError } from '../app-error';
import type {
  StoredApproval,
  StoredAppointment,
  StoredClient,
  StoredPayment,
  StoredProject,
} from '../clients';
import { staleReason, chasesNothing, type StoredMail, depositRecordOf } from '../reminders';
import type { EvidenceDeps } from './deps';
import type { EvidenceArtist } from './evidence.repository';

/** One appointment's part of the evidence. */
export interface AppointmentEvidence {
  appointment: StoredAppointment;
  deposit: AppointmentDeposit | null;
  /** The payments tied to it: its deposit, paid online or recorded by hand. */
  payments: StoredPayment[];
  /** The mails that were sent or still will be. */
  mails: StoredMail[];
  /**
   * Every outbox record, sent or not: each was written when the appointment was booked, moved
   * or cancelled, so its creation dates those changes.
   */
  changes: StoredMail[];
  intake: SignedIntake | null;
}

/** Everything one evidence PDF shows, read at one moment. */
export interface Evidence {
  subject: 'appointment' | 'project';
  generatedAt: Date;
  artist: EvidenceArtist;
  client: StoredClient | null;
  project: StoredProject | null;
  /** A project's evidence lists all of its payments; an appointment's only its own. */
  projectPayments: StoredPayment[];
  approval: StoredApproval | null;
  appointments: AppointmentEvidence[];
}

/**
 * Only mails that were sent or still will be: a reminder or aftercare left waiting by a
 * cancellation, or skipped for any reason, never reached the client.
 */
function willHaveGone(mail: StoredMail, appointment: StoredAppointment, now: Date): boolean {
  if (mail.sentAt) return true;
  // A deposit's chase is decided when it goes: while waiting it promises nothing.
  if (chasesNothing(mail) || (mail.status !== 'pending' && mail.status !== 'sending')) return false;
  return staleReason(mail, { appointment }, now) === null;
}

async function appointmentEvidence(
  deps: EvidenceDeps,
  uid: string,
  appointment: StoredAppointment,
  projectPayments: StoredPayment[],
  now: Date,
): Promise<AppointmentEvidence> {
  const deposit = depositRecordOf((appointment as { deposit?: unknown }).deposit);
  const [own, mails, intake] = await Promise.all([
    deps.studio.paymentsOfAppointment(uid, appointment.id),
    deps.mails.ofAppointment(uid, appointment.id),
    deps.studio.intakeStatus(uid, appointment.id),
  ]);
  const linked = projectPayments.filter(
    (p) => p.id === deposit?.paymentId && !own.some((o) => o.id === p.id),
  );
  return {
    appointment,
    deposit,
    payments: [...own, ...linked],
    mails: mails.filter((m) => willHaveGone(m, appointment, now)),
    changes: mails,
    intake: intake?.form ?? null,
  };
}

async function approvalOf(deps: EvidenceDeps, uid: string, projectId: string | undefined) {
  if (!projectId) return null;
  return (await deps.studio.approvalOfProject(uid, projectId))?.approval ?? null;
}

/** GET /api/appointments/{id}/evidence.pdf: the record of one appointment, the artist's only. */
export async function gatherAppointmentEvidence(
  deps: EvidenceDeps,
  uid: string,
  appointmentId: string,
): Promise<Evidence> {
  const generatedAt = deps.clock();
  const appointment = await deps.studio.appointment(uid, appointmentId);
  if (!appointment) throw new AppError('APPOINTMENT_NOT_FOUND');
  const projectId = appointment.projectId;
  const [artist, client, project, payments, approval] = await Promise.all([
    deps.records.artist(uid),
    deps.studio.client(uid, appointment.clientId),
    projectId ? deps.studio.project(uid, projectId) : null,
    projectId ? deps.studio.paymentsOfProject(uid, projectId) : [],
    approvalOf(deps, uid, projectId),
  ]);
  return {
    subject: 'appointment',
    generatedAt,
    artist,
    client,
    project,
    projectPayments: [],
    approval,
    appointments: [await appointmentEvidence(deps, uid, appointment, payments, generatedAt)],
  };
}

/** GET /api/client-projects/{id}/evidence.pdf: every appointment of a project, its payments. */
export async function gatherProjectEvidence(
  deps: EvidenceDeps,
  uid: string,
  projectId: string,
): Promise<Evidence> {
  const generatedAt = deps.clock();
  const project = await deps.studio.project(uid, projectId);
  if (!project) throw new AppError('PROJECT_NOT_FOUND');
  const [artist, client, payments, appointments, approval] = await Promise.all([
    deps.records.artist(uid),
    deps.studio.client(uid, project.clientId),
    deps.studio.paymentsOfProject(uid, projectId),
    deps.studio.appointmentsOfProject(uid, projectId),
    approvalOf(deps, uid, projectId),
  ]);
  return {
    subject: 'project',
    generatedAt,
    artist,
    client,
    project,
    projectPayments: payments,
    approval,
    appointments: await Promise.all(
      appointments.map((a) => appointmentEvidence(deps, uid, a, payments, generatedAt)),
    ),
  };
}
