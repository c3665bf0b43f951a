import type { AppointmentDeposit } from '@inkforge/domain';

const asDate = (value: unknown): Date | null => {
  if (value instanceof Date) return value;
  const toDate = (value as { toDate?: () => Date } | null)?.toDate;
  return typeof toDate === 'function' ? toDate.call(value) : null;
};

/** A stored `deposit` map with its timestamps as Dates; null when there is none. */
export function depositOf(data: Record<string, unknown> | undefined): AppointmentDeposit | null {
  const d = data?.deposit as Record<string, unknown> | undefined;
  if (!d || typeof d.amountCents !== 'number' || typeof d.token !== 'string') return null;
  const policy = d.policy as Record<string, unknown> | null | undefined;
  const refund = refundOf(d.refund);
  return {
    amountCents: d.amountCents,
    currency: typeof d.currency === 'string' ? d.currency : 'EUR',
    status: d.status as AppointmentDeposit['status'],
    token: d.token,
    requestedAt: asDate(d.requestedAt) ?? new Date(0),
    paidAt: asDate(d.paidAt),
    paymentId: typeof d.paymentId === 'string' ? d.paymentId : null,
    policy: policy
      ? {
          text: String(policy.text ?? ''),
          version: Number(policy.version ?? 1),
          acceptedAt: asDate(policy.acceptedAt) ?? new Date(0),
        }
      : null,
    moves: typeof d.moves === 'number' ? d.moves : 0,
    history: Array.isArray(d.history)
      ? (d.history as Record<string, unknown>[]).map((h) => ({
          at: asDate(h.at) ?? new Date(0),
          action: String(h.action ?? ''),
          ...(typeof h.note === 'string' ? { note: h.note } : {}),
        }))
      : [],
    ...(refund ? { refund } : {}),
  };
}

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
