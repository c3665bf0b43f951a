import { AppError } from '../app-error';
import { storedBalance } from '../clients';
import type { SuppliesDeps } from './deps';

/**
 * Before a payment is recorded on a project: with "require the session record" on, a payment
 * that settles the balance (or any, on a project without a price) is refused while one of the
 * project's finished sessions has no record, or none is recorded at all. Off: nothing checked.
 */
export async function requireSessionRecord(
  deps: Pick<SuppliesDeps, 'settings' | 'records' | 'sessions'>,
  uid: string,
  projectId: string,
  amountCents: number,
): Promise<void> {
  if (!(await deps.settings.get(uid)).requireSessionRecord) return;
  const [project, payments, appointments] = await Promise.all([
    deps.records.project(uid, projectId),
    deps.records.paymentsOfProject(uid, projectId),
    deps.records.appointmentsOfProject(uid, projectId),
  ]);
  if (!project) return; // the payment itself answers PROJECT_NOT_FOUND
  const { remainingCents } = storedBalance(project, payments);
  if (remainingCents !== null && amountCents < remainingCents) return;
  const done = appointments.filter((a) => a.status === 'completed' || a.status === 'in_progress');
  const recorded = new Set(
    (
      await deps.sessions.ofAppointments(
        uid,
        appointments.map((a) => a.id),
      )
    ).map((r) => r.appointmentId),
  );
  const missing = done.filter((a) => !recorded.has(a.id));
  if (recorded.size === 0 || missing.length > 0) throw new AppError('SESSION_RECORD_REQUIRED');
}
