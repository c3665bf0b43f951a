import {
  PORTAL_APPOINTMENT_TYPE_WORDS,
  PORTAL_SIZE_WORDS,
  depositStatusWords,
  money,
  projectBalance,
  type ApiPortalAppointment,
} from '@inkforge/domain';
import {
  depositOf,
  type StoredAppointment,
  type StoredPayment,
  type StoredProject,
  type StudioRecords,
} from '../clients';

const ENDED: readonly string[] = ['completed', 'cancelled', 'no_show'];

/** Upcoming: not over yet and still on; everything else is past. */
export function isUpcoming(appointment: StoredAppointment, now: Date): boolean {
  const end = appointment.appointmentDate.getTime() + appointment.duration * 60_000;
  return end > now.getTime() && !ENDED.includes(appointment.status);
}

const counted = (payments: readonly StoredPayment[]) =>
  payments.filter((p) => p.refunded !== true).map((p) => p.amountCents);

/**
 * What is still due: the project's price minus everything recorded on it (its deposits too);
 * an appointment outside a project, its own price minus its own payments. Null without a price.
 */
async function balanceDueCents(
  records: Pick<StudioRecords, 'paymentsOfProject' | 'paymentsOfAppointment'>,
  uid: string,
  appointment: StoredAppointment,
  project: StoredProject | null,
): Promise<number | null> {
  if (project) {
    const payments = await records.paymentsOfProject(uid, project.id);
    return projectBalance(
      { estimatedCents: project.estimatedPriceCents, finalCents: project.finalPriceCents },
      counted(payments),
    ).remainingCents;
  }
  if (appointment.priceCents === undefined) return null;
  const payments = await records.paymentsOfAppointment(uid, appointment.id);
  return projectBalance({ finalCents: appointment.priceCents }, counted(payments)).remainingCents;
}

/** One appointment as the client's page shows it: nothing of the artist's notes or health data. */
export async function toPortalAppointment(
  records: Pick<StudioRecords, 'project' | 'paymentsOfProject' | 'paymentsOfAppointment'>,
  uid: string,
  appointment: StoredAppointment,
  currency: string,
): Promise<ApiPortalAppointment> {
  const project = appointment.projectId ? await records.project(uid, appointment.projectId) : null;
  // The client of the appointment owns the project; a project of another client is not shown.
  const own = project && project.clientId === appointment.clientId ? project : null;
  const deposit = depositOf(appointment as unknown as Record<string, unknown>);
  const due = await balanceDueCents(records, uid, appointment, own);
  return {
    id: appointment.id,
    start: appointment.appointmentDate.toISOString(),
    timezone: appointment.timezone,
    durationMinutes: appointment.duration,
    type: appointment.type,
    typeLabel: PORTAL_APPOINTMENT_TYPE_WORDS[appointment.type] ?? appointment.type,
    what: {
      title: appointment.title,
      design: own?.title ?? null,
      size: own?.size ? PORTAL_SIZE_WORDS[own.size] : null,
      placement: own?.bodyPlacement ?? null,
    },
    status: appointment.status,
    deposit: deposit
      ? {
          status: deposit.status,
          words: depositStatusWords(deposit),
          amount: money(deposit.amountCents, deposit.currency),
        }
      : null,
    balanceDue: due === null ? null : money(due, currency),
  };
}
