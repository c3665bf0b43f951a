import {
  fromCents,
  projectBalance,
  type ApiAppointment,
  type ApiClient,
  type ApiPayment,
  type ApiProject,
  type SimpleClient,
} from '@inkforge/domain';
import type { StoredAppointment, StoredClient, StoredPayment, StoredProject } from './stored';

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
    createdAt: p.createdAt.toISOString(),
  };
}

export function toApiProject(p: StoredProject, payments: readonly StoredPayment[]): ApiProject {
  const balance = projectBalance(
    { estimatedCents: p.estimatedPriceCents, finalCents: p.finalPriceCents },
    payments.map((payment) => payment.amountCents),
  );
  const { estimatedPriceCents, finalPriceCents, createdAt, ...rest } = p;
  return {
    ...rest,
    estimatedPrice: money(estimatedPriceCents),
    finalPrice: money(finalPriceCents),
    totalPaid: fromCents(balance.totalPaidCents),
    remainingBalance: balance.remainingCents === null ? null : fromCents(balance.remainingCents),
    createdAt: createdAt.toISOString(),
    payments: payments.map(toApiPayment),
  };
}

export function toApiAppointment(a: StoredAppointment): ApiAppointment {
  const { priceCents, depositCents, appointmentDate, createdAt, ...rest } = a;
  return {
    ...rest,
    appointmentDate: appointmentDate.toISOString(),
    price: money(priceCents),
    deposit: money(depositCents),
    createdAt: createdAt.toISOString(),
  };
}

/** The simple client (spec tools §3): no health data, no status, no money. */
export function toSimpleClient(c: StoredClient): SimpleClient {
  return {
    id: c.id,
    name: c.name,
    email: c.email,
    phone: c.phone,
    notes: c.notes,
    createdAt: c.createdAt.toISOString(),
  };
}

export interface ClientRecords {
  projects: readonly StoredProject[];
  payments: readonly StoredPayment[];
  appointments: readonly StoredAppointment[];
}

/** The enhanced client with its projects (and their payments), appointments and totals. */
export function toApiClient(c: StoredClient, records: ClientRecords): ApiClient {
  const projects = records.projects
    .filter((p) => p.clientId === c.id)
    .map((p) =>
      toApiProject(
        p,
        records.payments.filter((payment) => payment.projectId === p.id),
      ),
    );
  const collectedCents = records.payments
    .filter((payment) => payment.clientId === c.id)
    .reduce((sum, payment) => sum + payment.amountCents, 0);
  const estimatedCents = records.projects
    .filter((p) => p.clientId === c.id)
    .reduce((sum, p) => sum + (p.estimatedPriceCents ?? 0), 0);
  const { createdAt, ...fields } = c;
  return {
    ...fields,
    createdAt: createdAt.toISOString(),
    projects,
    appointments: records.appointments.filter((a) => a.clientId === c.id).map(toApiAppointment),
    totalCollected: fromCents(collectedCents),
    totalEstimated: fromCents(estimatedCents),
  };
}
