import {
  balanceRefusal,
  chargeableOnline,
  formatMoney,
  studioFormatOf,
  type ApiBalanceCheckout,
} from '@inkforge/domain';
import { AppError } from '../app-error';
import { connectOf, disconnectedOf } from '../deposits';
import { balanceOnlineBefore } from './balance-rule';
import type { BalanceDeps } from './deps';

/** Whose appointment: resolved from the client's portal token, never from the request. */
export interface BalanceCaller {
  uid: string;
  clientId: string;
  appointmentId: string;
  /** The client's page: Stripe returns there, paid or not. */
  returnUrl: string;
}

/** The name the client knows the artist by on Stripe's page. */
const artistNameOf = (user: Record<string, unknown> | undefined): string => {
  const name = user?.displayName;
  return typeof name === 'string' && name.trim() ? name.trim() : 'your artist';
};

/** A checkout stops taking payment after an hour: what is due may change while it waits. */
const CHECKOUT_MINUTES = 60;

/**
 * POST …/balance-checkout: a Stripe Checkout on the artist's connected account for exactly what
 * is due now, the project's price minus everything recorded, in the artist's currency. Nothing
 * is recorded here: the signed webhook records the payment once Stripe says it was paid, never
 * beyond the price (applyPaidBalance).
 */
export async function startBalanceCheckout(
  deps: BalanceDeps,
  caller: BalanceCaller,
): Promise<ApiBalanceCheckout> {
  const { uid, clientId, appointmentId } = caller;
  const now = deps.clock();
  const appointment = await deps.balance.appointment(uid, appointmentId);
  // Another client's appointment is as unknown as a made-up one.
  if (!appointment || appointment.clientId !== clientId) {
    throw new AppError('APPOINTMENT_NOT_FOUND');
  }
  const user = await deps.balance.user(uid);
  const refused = balanceRefusal(
    {
      status: appointment.status,
      start: appointment.appointmentDate,
      durationMinutes: appointment.duration,
      hasProject: Boolean(appointment.projectId),
    },
    balanceOnlineBefore(user),
    now,
  );
  if (refused) throw new AppError(refused);
  const due = await deps.balance.due(uid, appointment.projectId!);
  if (!due || due.dueCents === null) throw new AppError('BALANCE_NOT_PRICED');
  if (due.dueCents === 0) throw new AppError('NOTHING_DUE');
  const { currency, locale } = studioFormatOf(user);
  if (!chargeableOnline(due.dueCents, currency)) throw new AppError('BALANCE_BELOW_MINIMUM');
  const payeeUid = await deps.studios.depositPayee(uid);
  const payee = payeeUid === uid ? user : await deps.balance.user(payeeUid);
  const connect = connectOf(payee);
  if (disconnectedOf(payee)) throw new AppError('DEPOSIT_PAYMENTS_OFF');
  if (!connect?.chargesEnabled) throw new AppError('DEPOSIT_PAYMENTS_NOT_CONNECTED');
  const amount = formatMoney(due.dueCents, currency, locale);
  const session = await deps.payments.createDepositCheckout({
    accountId: connect.accountId,
    amountMinor: due.dueCents,
    currency,
    // The artist's name, never the appointment's title: Stripe's page and receipt show it.
    description: `Balance for ${artistNameOf(user)}: ${amount}`,
    metadata: { kind: 'balance', uid, appointmentId, projectId: appointment.projectId! },
    successUrl: `${caller.returnUrl}?paid=balance`,
    cancelUrl: caller.returnUrl,
    expiresAt: new Date(now.getTime() + CHECKOUT_MINUTES * 60_000),
  });
  await deps.balance.saveCheckout(uid, {
    sessionId: session.id,
    appointmentId,
    projectId: appointment.projectId!,
    clientId,
    accountId: connect.accountId,
    amountCents: due.dueCents,
    currency,
    status: 'open',
    createdAt: now,
  });
  deps.logger.info('balance.checkout_started', { uid, appointmentId });
  return { url: session.url, amountCents: due.dueCents, currency };
}
