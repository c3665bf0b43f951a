import {
  ONLINE_DEPOSIT_STATUSES,
  type AppointmentDeposit,
  type DepositHistoryEntry,
  type HistoryActor,
  type OnlineDepositStatus,
} from '@inkforge/domain';

/**
 * Nested timestamps come back from Firestore as Timestamps (only top-level fields are turned
 * into Dates by the repositories); a record written by hand may hold an ISO string.
 */
/** Who did it (issue 43), when the entry names someone. */
function actorOf(value: unknown): HistoryActor | null {
  const by = value as Partial<HistoryActor> | null | undefined;
  if (typeof by?.uid !== 'string' || typeof by.name !== 'string') return null;
  const role =
    by.role === 'desk' || by.role === 'owner' || by.role === 'client' ? by.role : 'artist';
  return { uid: by.uid, name: by.name, role };
}

function dateOf(value: unknown): Date | null {
  if (value instanceof Date) return value;
  const toDate = (value as { toDate?: unknown } | null)?.toDate;
  if (typeof toDate === 'function') return toDate.call(value) as Date;
  if (typeof value === 'string' && !Number.isNaN(Date.parse(value))) return new Date(value);
  return null;
}

const isStatus = (value: unknown): value is OnlineDepositStatus =>
  (ONLINE_DEPOSIT_STATUSES as readonly unknown[]).includes(value);

/** A stored deposit's refund in Stripe's hands (or the last failed one), if well formed. */
function refundOf(value: unknown): AppointmentDeposit['refund'] {
  const r = value as Record<string, unknown> | null | undefined;
  if (typeof r?.id !== 'string' || (r.status !== 'pending' && r.status !== 'failed')) return;
  return {
    id: r.id,
    status: r.status,
    ...(typeof r.failureReason === 'string' ? { failureReason: r.failureReason } : {}),
  };
}

/**
 * The one reader of the online deposit stored on an appointment (its `deposit` map), for every
 * area: the deposits' own transactions, the artist's screens, the client's mails and the
 * evidence PDF. Its shape is not trusted: a map without an amount or a known status is no
 * deposit (null); an odd field is left out rather than failing the caller.
 */
export function storedDepositOf(raw: unknown): AppointmentDeposit | null {
  if (!raw || typeof raw !== 'object') return null;
  const d = raw as Record<string, unknown>;
  if (typeof d.amountCents !== 'number' || !isStatus(d.status)) return null;
  const policy = d.policy as Record<string, unknown> | null | undefined;
  const acceptedAt = dateOf(policy?.acceptedAt);
  const history: DepositHistoryEntry[] = (Array.isArray(d.history) ? d.history : []).flatMap(
    (entry: Record<string, unknown>) => {
      const at = dateOf(entry?.at);
      if (!at || typeof entry.action !== 'string') return [];
      return [
        {
          at,
          action: entry.action,
          ...(typeof entry.note === 'string' ? { note: entry.note } : {}),
          ...(actorOf(entry.by) ? { by: actorOf(entry.by)! } : {}),
        },
      ];
    },
  );
  const refund = refundOf(d.refund);
  return {
    amountCents: d.amountCents,
    currency: typeof d.currency === 'string' ? d.currency.toUpperCase() : 'EUR',
    status: d.status,
    token: typeof d.token === 'string' ? d.token : '',
    requestedAt: dateOf(d.requestedAt) ?? new Date(0),
    paidAt: dateOf(d.paidAt),
    paymentId: typeof d.paymentId === 'string' ? d.paymentId : null,
    policy:
      policy && typeof policy.text === 'string' && typeof policy.version === 'number'
        ? { text: policy.text, version: policy.version, acceptedAt: acceptedAt ?? new Date(0) }
        : null,
    moves: typeof d.moves === 'number' ? d.moves : 0,
    history,
    ...(refund ? { refund } : {}),
  };
}

/** The deposit of a stored appointment document; null when there is none. */
export function depositOf(data: Record<string, unknown> | undefined): AppointmentDeposit | null {
  return storedDepositOf(data?.deposit);
}
