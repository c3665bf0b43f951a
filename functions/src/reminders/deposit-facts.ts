import {
  depositLinkPath,
  formatMoney,
  isDepositMailKind,
  type MailReason,
  type StudioFormat,
} from '@inkforge/domain';
import { depositOf, type StoredAppointment } from '../clients';
import type { DepositFacts, DepositFate } from './deposit-wording';
import type { StoredMail } from './outbox.repository';
import { isUpcoming } from './plan-mails';

const depositOfAppointment = (appointment: StoredAppointment) =>
  depositOf(appointment as unknown as Record<string, unknown>);

/**
 * Why a deposit's mail has nothing to say any more when its turn comes, or null: a request that
 * was paid, withdrawn or asked again (a newer link), or a request or booking note for a visit
 * that was called off or has begun. What became of the money is always told.
 */
export function depositStaleReason(
  mail: StoredMail,
  appointment: StoredAppointment,
  now: Date,
): MailReason | null {
  const ahead = isUpcoming(appointment.status) && appointment.appointmentDate > now;
  if (mail.kind === 'deposit_request') {
    const deposit = depositOfAppointment(appointment);
    const same = deposit?.requestedAt.getTime() === mail.changeAt?.getTime();
    if (deposit?.status !== 'requested' || !same) return 'NO_UNPAID_DEPOSIT';
    return ahead ? null : 'APPOINTMENT_CHANGED';
  }
  if (mail.kind === 'deposit_paid') return ahead ? null : 'APPOINTMENT_CHANGED';
  return null;
}

const fateOrNone = (fate: DepositFate | null) => (fate ? { fate } : {});

/** A moved visit's deposit: a paid one goes with it, an asked one is still to pay. */
function movedFateOf(appointment: StoredAppointment): DepositFate | null {
  const status = depositOfAppointment(appointment)?.status;
  if (status === 'requested') return 'due';
  if (status === 'paid' || status === undefined) return 'moves';
  return null;
}

/** What became of a cancelled visit's deposit, from the outcome the artist chose. */
function fateOf(appointment: StoredAppointment): DepositFate {
  if (appointment.depositOutcome === 'kept' || appointment.depositOutcome === 'refunded')
    return appointment.depositOutcome;
  const status = depositOfAppointment(appointment)?.status;
  if (status === 'refunded' || status === 'kept') return status;
  // A refund Stripe accepted but has not made yet (a cancel before the notice, issue 49).
  if (status === 'refunding') return 'refunding';
  return status === 'requested' || status === 'cancelled' ? 'void' : 'held';
}

/**
 * The deposit as a deposit mail or a cancellation tells it: the online deposit (its link while
 * unpaid), else the deposit the artist recorded with the appointment; undefined without one.
 * An online deposit reads in its own currency, one recorded by hand in the artist's.
 */
export function depositFactsOf(
  mail: StoredMail,
  appointment: StoredAppointment,
  policy: string,
  appOrigin: string,
  { currency, locale }: Pick<StudioFormat, 'currency' | 'locale'>,
): DepositFacts | undefined {
  const tellsFate = mail.kind === 'cancelled' || mail.kind === 'moved';
  if (!isDepositMailKind(mail.kind) && !tellsFate) return undefined;
  const online = depositOfAppointment(appointment);
  const amount = online
    ? formatMoney(online.amountCents, online.currency, locale)
    : appointment.depositCents !== undefined
      ? formatMoney(appointment.depositCents, currency, locale)
      : null;
  if (!amount) return undefined;
  return {
    amount,
    ...(online?.status === 'requested'
      ? { link: `${appOrigin}${depositLinkPath(online.token)}` }
      : {}),
    ...(policy ? { policy } : {}),
    ...(mail.change ? { change: mail.change } : {}),
    ...(mail.kind === 'cancelled' ? { fate: fateOf(appointment) } : {}),
    ...(mail.kind === 'moved' ? fateOrNone(movedFateOf(appointment)) : {}),
  };
}
