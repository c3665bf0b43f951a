import type { MailDeps } from './deps';
import type { PlannedMail } from './plan-mails';
import { queueAndSend } from './send-planned';

const CHUNK = 100;

/** One client's recall notice, on their newest session that used the lot. */
export interface RecallNotice {
  appointmentId: string;
  recalledAt: Date;
  product: string;
  note: string;
}

/**
 * Issue 45, "Notify these clients": each notice is an outbox mail whose id is its session and
 * the recall's time, created once (a second press, or two at once, finds it there) and then
 * sent, claimed and retried like every client mail.
 */
export function recallMailer(deps: MailDeps) {
  return async (uid: string, notices: readonly RecallNotice[]): Promise<void> => {
    const now = deps.clock();
    const planned: PlannedMail[] = notices.map((n) => ({
      appointmentId: n.appointmentId,
      kind: 'recall_notice',
      startAt: n.recalledAt,
      changeAt: n.recalledAt,
      dueAt: now,
      status: 'pending',
      reason: null,
      recall: { product: n.product, note: n.note },
    }));
    // One transaction per chunk: each mail is two writes (its record and its due row).
    for (let i = 0; i < planned.length; i += CHUNK)
      await queueAndSend(deps, uid, planned.slice(i, i + CHUNK), now, deps.transport.configured);
  };
}
