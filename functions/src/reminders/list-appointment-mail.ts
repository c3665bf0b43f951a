import type { ApiAppointmentMail } from '@inkforge/domain';
import type { MailDeps } from './deps';
import type { StoredMail } from './outbox.repository';

/** How far back the list reaches: the calendar's recent past and everything ahead. */
const LOOKBACK_MS = 31 * 24 * 60 * 60 * 1000;

export function toApiMail(m: StoredMail): ApiAppointmentMail {
  return {
    id: m.id,
    appointmentId: m.appointmentId,
    kind: m.kind,
    status: m.status,
    startAt: m.startAt.toISOString(),
    dueAt: m.dueAt.toISOString(),
    sentAt: m.sentAt ? m.sentAt.toISOString() : null,
    attempts: m.attempts,
    reason: m.reason ?? null,
  };
}

/** GET /api/appointment-mail: the caller's booking e-mails, for the calendar's status lines. */
export async function listAppointmentMail(
  deps: MailDeps,
  uid: string,
): Promise<{ mails: ApiAppointmentMail[] }> {
  const since = new Date(deps.clock().getTime() - LOOKBACK_MS);
  return { mails: (await deps.outbox.listSince(uid, since)).map(toApiMail) };
}
