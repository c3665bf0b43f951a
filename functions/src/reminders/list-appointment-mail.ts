import { clientMessageOf, type ApiAppointmentMail } from '@inkforge/domain';
import type { MailDeps } from './deps';
import type { StoredMail } from './outbox.repository';

/** How far back the list reaches: the calendar's recent past and everything ahead. */
const LOOKBACK_MS = 31 * 24 * 60 * 60 * 1000;

function toApiMail(m: StoredMail): ApiAppointmentMail {
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
    deliveryError: m.deliveryError ?? null,
  };
}

/**
 * The deposit chase is planned for every booking (a deposit may be asked after it), so its
 * records mean something only once one was due: waiting ones, and those that found no deposit
 * to chase, are left out of the artist's list.
 */
export function chasesNothing(m: Pick<StoredMail, 'kind' | 'status' | 'reason'>): boolean {
  if (clientMessageOf(m.kind).trigger !== 'unpaid_deposit') return false;
  return (
    m.status === 'pending' || m.reason === 'NO_UNPAID_DEPOSIT' || m.reason === 'DEPOSIT_ASKED_LATER'
  );
}

/** GET /api/appointment-mail: the caller's booking e-mails, for the calendar's status lines. */
export async function listAppointmentMail(
  deps: MailDeps,
  uid: string,
): Promise<{ mails: ApiAppointmentMail[] }> {
  const since = new Date(deps.clock().getTime() - LOOKBACK_MS);
  const mails = await deps.outbox.listSince(uid, since);
  return { mails: mails.filter((m) => !chasesNothing(m)).map(toApiMail) };
}
