import { appointmentMailId, type MailStatus } from '@inkforge/domain';
import { AppError } from '../app-error';
import type { MailDeps } from './deps';
import { queueAndSend } from './send-planned';
import { gateClientMail } from './client-mail-gate';

/**
 * POST /api/appointments/{id}/intake-link/email: "E-mail to client" beside "Copy" on the
 * intake dialog. One mail per press, through the outbox (claimed once, retried on an SMTP
 * failure). The mail carries a fresh link made as it is sent: the link shown before stops.
 */
export async function emailIntakeLink(
  deps: MailDeps,
  uid: string,
  appointmentId: string,
): Promise<{ status: MailStatus; to: string }> {
  const now = deps.clock();
  const { appointment, client } = await deps.outbox.context(uid, appointmentId);
  if (!appointment) throw new AppError('APPOINTMENT_NOT_FOUND');
  const to = client?.email;
  if (!to) throw new AppError('INTAKE_EMAIL_NO_ADDRESS');
  await gateClientMail(deps, uid, to, { refuseSuppressed: true });
  const opened = await deps.chase.openIntakeLink(uid, appointmentId, now);
  if (opened === 'signed') throw new AppError('INTAKE_ALREADY_SIGNED');
  if (opened === 'missing') throw new AppError('APPOINTMENT_NOT_FOUND');
  const planned = {
    appointmentId,
    kind: 'intake_link' as const,
    startAt: appointment.appointmentDate,
    dueAt: now,
    status: 'pending' as const,
    reason: null,
    changeAt: now,
  };
  await queueAndSend(deps, uid, [planned], now, deps.transport.configured);
  const mail = (await deps.outbox.ofAppointment(uid, appointmentId)).find(
    (m) => m.id === appointmentMailId(appointmentId, 'intake_link', now),
  );
  deps.logger.info('mail.intake_link', { uid, appointmentId, status: mail?.status });
  return { status: mail?.status ?? 'pending', to };
}
