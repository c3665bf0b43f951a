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
