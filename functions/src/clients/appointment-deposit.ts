import {
  depositLinkPath,
  money,
  type ApiAppointmentDeposit,
  type AppointmentDeposit,
} from '@inkforge/domain';
import { depositOf } from './stored-deposit';

/** An appointment's online deposit as the artist's screens show it; undefined without one. */
export function toApiAppointmentDeposit(
  deposit: AppointmentDeposit | null,
): ApiAppointmentDeposit | undefined {
  if (!deposit) return undefined;
  return {
    amount: money(deposit.amountCents, deposit.currency),
    status: deposit.status,
    link: depositLinkPath(deposit.token),
    paidAt: deposit.paidAt?.toISOString() ?? null,
    policy: deposit.policy
      ? { ...deposit.policy, acceptedAt: deposit.policy.acceptedAt.toISOString() }
      : null,
    moves: deposit.moves,
    history: deposit.history.map((h) => ({ ...h, at: h.at.toISOString() })),
    ...(deposit.refund
      ? {
          refund: {
            status: deposit.refund.status,
            ...(deposit.refund.failureReason
              ? { failureReason: deposit.refund.failureReason }
              : {}),
          },
        }
      : {}),
  };
}

/** The same from a stored appointment record, whose `deposit` map is read as stored. */
export function onlineDepositOf(stored: object): ApiAppointmentDeposit | undefined {
  return toApiAppointmentDeposit(depositOf(stored as Record<string, unknown>));
}
