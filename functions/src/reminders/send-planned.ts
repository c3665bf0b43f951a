import type { MailDeps } from './deps';
import { deliverMail } from './deliver-mail';
import { plannedMailId, type PlannedMail } from './plan-mails';

/**
 * Queues the planned mails (each record is created once) and sends at once those due now that
 * this call created: a record already there was sent, or is being sent, by whoever made it.
 * A process without SMTP only queues (`send: false`) and hands what is due now to a Cloud Task
 * (the webhook answers after its Firestore write); without tasks the scheduler sends it.
 */
export async function queueAndSend(
  deps: MailDeps,
  uid: string,
  planned: readonly PlannedMail[],
  now: Date,
  send = true,
): Promise<void> {
  if (planned.length === 0) return;
  const created = await deps.outbox.queue(uid, planned, now);
  const dueNow = new Set(
    planned.filter((m) => m.status === 'pending' && m.dueAt <= now).map(plannedMailId),
  );
  for (const mailId of created.filter((id) => dueNow.has(id))) {
    if (send) await deliverMail(deps, uid, mailId);
    else await deps.tasks?.enqueue({ uid, mailId });
  }
}

/**
 * After a cancellation is told: the refund note held back for it (REFUND_NOTE_WAIT_MS) goes
 * now, so the client reads "Cancelled" first and then the refund of the cancelled visit.
 */
export async function releaseHeldRefunds(
  deps: MailDeps,
  uid: string,
  appointmentId: string,
  now: Date,
  send = true,
): Promise<void> {
  const waiting = (await deps.outbox.ofAppointment(uid, appointmentId)).filter(
    (m) => m.kind === 'deposit_refunded' && m.status === 'pending' && m.dueAt > now,
  );
  for (const mail of waiting) {
    if (!(await deps.outbox.dueNow(uid, mail.id, now))) continue;
    if (send) await deliverMail(deps, uid, mail.id);
    else await deps.tasks?.enqueue({ uid, mailId: mail.id });
  }
}
