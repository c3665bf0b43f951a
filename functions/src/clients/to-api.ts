import {
  fromCents,
  projectBalance,
  type ApiAppointment,
  type ApiClient,
  type ApiPayment,
  type ApiProject,
  type DeclaredHealth,
  type SimpleClient,
} from '@inkforge/domain';
import {
  counts,
  type StoredAppointment,
  type StoredClient,
  type StoredDeclaredHealth,
  type StoredPayment,
  type StoredProject,
} from './stored';
import { onlineDepositOf } from './appointment-deposit';

const money = (cents: number | undefined) => (cents === undefined ? undefined : fromCents(cents));

export function toApiPayment(p: StoredPayment): ApiPayment {
  return {
    id: p.id,
    projectId: p.projectId,
    clientId: p.clientId,
    amount: fromCents(p.amountCents),
    paymentMethod: p.paymentMethod,
    paymentDate: p.paymentDate,
    notes: p.notes,
    kind: p.kind ?? 'payment',
    appointmentId: p.appointmentId,
    refunded: p.refunded,
    createdAt: p.createdAt.toISOString(),
  };
}

/** The project's money in cents: paid, remaining and credit (a confirmed overpayment). */
export function storedBalance(p: StoredProject, payments: readonly StoredPayment[]) {
  return projectBalance(
    { estimatedCents: p.estimatedPriceCents, finalCents: p.finalPriceCents },
    payments.filter(counts).map((payment) => payment.amountCents),
  );
}

export function toApiProject(
  p: StoredProject,
  payments: readonly StoredPayment[],
  sessionsCount = 0,
): ApiProject {
  const balance = storedBalance(p, payments);
  const { estimatedPriceCents, finalPriceCents, createdAt, ...rest } = p;
  return {
    ...rest,
    estimatedPrice: money(estimatedPriceCents),
    finalPrice: money(finalPriceCents),
    totalPaid: fromCents(balance.totalPaidCents),
    remainingBalance: balance.remainingCents === null ? null : fromCents(balance.remainingCents),
    creditBalance: fromCents(balance.creditCents),
    sessionsCount,
    createdAt: createdAt.toISOString(),
    payments: payments.map(toApiPayment),
  };
}

/** What the booking e-mails follow of an appointment: its time and status. */
export function momentOf(a: StoredAppointment) {
  return { id: a.id, start: a.appointmentDate, status: a.status };
}

export function toApiAppointment(a: StoredAppointment): ApiAppointment {
  // The online deposit (deposits area) is read as stored and shown in its API shape.
  const {
    deposit: _online,
    depositLinkHash: _link,
    refundingSince: _refunding,
    flash,
    ...stored
  } = a as StoredAppointment & {
    deposit?: unknown;
    depositLinkHash?: unknown;
    /** When a refund was asked of Stripe (the deposits' lease): not the artist's to read. */
    refundingSince?: unknown;
    /** Booked from flash (issue 38): the design and the size its stencil prints at. */
    flash?: ApiAppointment['flash'];
  };
  const { priceCents, depositCents, appointmentDate, createdAt, ...rest } = stored;
  const heldCents =
    depositCents === undefined ? undefined : a.depositOutcome === 'refunded' ? 0 : depositCents;
  return {
    ...rest,
    appointmentDate: appointmentDate.toISOString(),
    price: money(priceCents),
    deposit: money(depositCents),
    depositPaid: money(heldCents),
    balanceDue:
      priceCents === undefined ? undefined : fromCents(Math.max(0, priceCents - (heldCents ?? 0))),
    onlineDeposit: onlineDepositOf(a),
    ...(flash ? { flash: { id: flash.id, variant: flash.variant, sizeCm: flash.sizeCm } } : {}),
    createdAt: createdAt.toISOString(),
  };
}

/** The simple client: no health data, no status, no money. */
export function toSimpleClient(c: StoredClient): SimpleClient {
  return {
    id: c.id,
    name: c.name,
    email: c.email,
    phone: c.phone,
    notes: c.notes,
    ...(c.smsConsent ? { smsConsent: c.smsConsent } : {}),
    createdAt: c.createdAt.toISOString(),
  };
}

/** The client's declarations from signed intake forms, newest first. */
function declaredHealthOf(stored: Record<string, StoredDeclaredHealth> = {}): DeclaredHealth[] {
  return Object.entries(stored)
    .map(([appointmentId, d]) => ({
      source: 'intake' as const,
      appointmentId,
      signedAt: d.signedAt,
      ...(d.allergies ? { allergies: d.allergies } : {}),
      conditions: Array.isArray(d.conditions) ? d.conditions : [],
    }))
    .sort((a, b) => b.signedAt.localeCompare(a.signedAt));
}

export interface ClientRecords {
  projects: readonly StoredProject[];
  payments: readonly StoredPayment[];
  appointments: readonly StoredAppointment[];
}

/** The enhanced client with its projects (and their payments), appointments and totals. */
export function toApiClient(c: StoredClient, records: ClientRecords): ApiClient {
  const own = records.projects.filter((p) => p.clientId === c.id);
  const projects = own.map((p) =>
    toApiProject(
      p,
      records.payments.filter((payment) => payment.projectId === p.id),
      records.appointments.filter((a) => a.projectId === p.id).length,
    ),
  );
  const collectedCents = records.payments
    .filter((payment) => payment.clientId === c.id && counts(payment))
    .reduce((sum, payment) => sum + payment.amountCents, 0);
  const estimatedCents = own.reduce((sum, p) => sum + (p.estimatedPriceCents ?? 0), 0);
  const creditCents = own.reduce(
    (sum, p) =>
      sum +
      storedBalance(
        p,
        records.payments.filter((payment) => payment.projectId === p.id),
      ).creditCents,
    0,
  );
  const { createdAt, intakeHealth, ...fields } = c;
  return {
    ...fields,
    declaredHealth: declaredHealthOf(intakeHealth),
    createdAt: createdAt.toISOString(),
    projects,
    appointments: records.appointments.filter((a) => a.clientId === c.id).map(toApiAppointment),
    totalCollected: fromCents(collectedCents),
    totalEstimated: fromCents(estimatedCents),
    creditBalance: fromCents(creditCents),
  };
}
