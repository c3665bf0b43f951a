import {
  apiStudioPlaceOf,
  artistAtStudio,
  clientFacingPlaceOf,
  ownStudioPlaceOf,
  artistIdentityOf,
  chargeableOnline,
  formatMoney,
  money,
  studioFormatOf,
  type ApiPublicDeposit,
} from '@inkforge/domain';
import { AppError } from '../app-error';
import { linkTokenHash } from '../http/private-link-token';
import {
  connectOf,
  disconnectedOf,
  policyOf,
  type DepositAppointment,
  type UserData,
} from './deposits.repository';
import { depositPayeeOf } from './deposit-payee';
import type { DepositsDeps } from './deps';

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : null);

/**
 * The name the client knows the artist by: the studio, else the artist, else the page. A studio
 * member's page names the performing artist and the studio (its record's name).
 */
async function artistNameOf(deps: DepositsDeps, uid: string, user: UserData): Promise<string> {
  const inStudio = await deps.studios?.of(uid);
  if (inStudio) return artistAtStudio(text(user.displayName), inStudio.name);
  // The one studio identity (issue 49): the public page's name, else the reminders' old one.
  const studio = ownStudioPlaceOf(user).studioName;
  return studio ?? text(user.displayName) ?? text(user.username) ?? 'Your artist';
}

/** Where the studio is, as every client page shows it (issue 49). */
async function studioOf(deps: DepositsDeps, uid: string, user: UserData) {
  return apiStudioPlaceOf(clientFacingPlaceOf(user, (await deps.studios?.of(uid)) ?? null));
}

/**
 * A deposit asked and not paid, on an appointment that still takes place, of an amount Stripe
 * can charge (one asked before amounts were checked may be below the currency's minimum).
 */
const payableNow = (appointment: DepositAppointment) =>
  appointment.deposit.status === 'requested' &&
  appointment.status !== 'cancelled' &&
  chargeableOnline(appointment.deposit.amountCents, appointment.deposit.currency);

/** Any token that is not one we handed out is the same 404 as an unknown one. */
async function openDeposit(deps: DepositsDeps, token: string) {
  const hash = linkTokenHash(token);
  const opened = hash ? await deps.deposits.open(hash) : null;
  if (!opened) throw new AppError('DEPOSIT_NOT_FOUND');
  return opened;
}

/** GET /api/public/deposits/{token}: the amount, the appointment and the policy to accept. */
export async function getPublicDeposit(
  deps: DepositsDeps,
  token: string,
): Promise<ApiPublicDeposit> {
  const { uid, user, appointment } = await openDeposit(deps, token);
  const { deposit } = appointment;
  const payee = await depositPayeeOf(deps, uid, user);
  const connect = connectOf(payee);
  return {
    artistName: await artistNameOf(deps, uid, user),
    ...artistIdentityOf(user),
    amount: money(deposit.amountCents, deposit.currency),
    appointmentDate: appointment.appointmentDate.toISOString(),
    timezone: appointment.timezone,
    status: deposit.status,
    policy: policyOf(user),
    payable: payableNow(appointment) && connect?.chargesEnabled === true,
    payAtStudio: disconnectedOf(payee),
    studio: await studioOf(deps, uid, user),
  };
}

/**
 * POST /api/public/deposits/{token}/checkout: the client accepted the policy (this version):
 * a Stripe Checkout as a direct charge on the artist's account. The policy as accepted is kept
 * under the session id until the payment's event records it with the payment.
 */
export async function startDepositCheckout(
  deps: DepositsDeps,
  token: string,
  input: { policyVersion: number },
): Promise<{ url: string }> {
  const { uid, user, appointment } = await openDeposit(deps, token);
  const { deposit } = appointment;
  if (!payableNow(appointment)) throw new AppError('DEPOSIT_NOT_PAYABLE');
  const policy = policyOf(user);
  if (policy.version !== input.policyVersion) throw new AppError('DEPOSIT_POLICY_CHANGED');
  const payee = await depositPayeeOf(deps, uid, user);
  const connect = connectOf(payee);
  if (disconnectedOf(payee)) throw new AppError('DEPOSIT_PAYMENTS_OFF');
  if (!connect?.chargesEnabled) throw new AppError('DEPOSIT_PAYMENTS_NOT_CONNECTED');
  // No overpayment: a deposit is never more than what is still due on a priced project.
  const remaining = appointment.projectId
    ? await deps.deposits.remainingCents(uid, appointment.projectId)
    : null;
  if (remaining !== null && deposit.amountCents > remaining) {
    throw new AppError('DEPOSIT_EXCEEDS_BALANCE');
  }
  const now = deps.clock();
  const page = `${deps.appOrigin}/deposit/${token}`;
  const artistName = await artistNameOf(deps, uid, user);
  const session = await deps.payments.createDepositCheckout({
    accountId: connect.accountId,
    amountMinor: deposit.amountCents,
    currency: deposit.currency,
    description: `Deposit for ${artistName}: ${formatMoney(deposit.amountCents, deposit.currency, studioFormatOf(user).locale)}`,
    ...(deps.applicationFeeCents ? { applicationFeeMinor: deps.applicationFeeCents } : {}),
    metadata: {
      kind: 'deposit',
      uid,
      appointmentId: appointment.id,
      policyVersion: String(policy.version),
    },
    successUrl: `${page}?paid=1`,
    cancelUrl: page,
  });
  await deps.deposits.saveCheckout(uid, {
    sessionId: session.id,
    appointmentId: appointment.id,
    accountId: connect.accountId,
    amountCents: deposit.amountCents,
    currency: deposit.currency,
    policy: { text: policy.text, version: policy.version, acceptedAt: now },
    status: 'open',
    createdAt: now,
  });
  deps.logger.info('deposit.checkout_started', { uid, appointmentId: appointment.id });
  return { url: session.url };
}
