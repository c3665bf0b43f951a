import type { ApiClient } from './api-types';
import { ACTIVE_PROJECT_STATUSES, type ProjectStatus } from './constants';
import { toCents } from './money';
import { localMonthKey } from './zoned-time';

/** Per project: what was paid and what is left, in cents. */
export function projectBalance(
  price: { estimatedCents?: number | undefined; finalCents?: number | undefined },
  paymentCents: readonly number[],
): { totalPaidCents: number; remainingCents: number | null; creditCents: number } {
  const totalPaidCents = paymentCents.reduce((sum, cents) => sum + cents, 0);
  const priceCents = price.finalCents ?? price.estimatedCents;
  const remainingCents = priceCents === undefined ? null : Math.max(0, priceCents - totalPaidCents);
  // Only a priced project can be overpaid: without a price every payment is on account.
  const creditCents = priceCents === undefined ? 0 : Math.max(0, totalPaidCents - priceCents);
  return { totalPaidCents, remainingCents, creditCents };
}

/** 'Fully Paid' is shown when nothing remains of a priced project. */
export function isFullyPaid(remainingBalance: number | null): boolean {
  return remainingBalance === 0;
}

export function isActiveProject(status: ProjectStatus): boolean {
  return ACTIVE_PROJECT_STATUSES.includes(status);
}

export interface ClientSummary {
  totalClients: number;
  activeProjects: number;
  totalRevenueCents: number;
  thisMonthProjects: number;
  thisMonthRevenueCents: number;
}

/** API amounts are exact decimals of stored cents, so this reads them back without drift. */
function cents(amount: number): number {
  return toCents(amount) ?? 0;
}

/**
 * The five summary cards of /clients. "This month" is the artist's calendar month in their
 * time zone: projects by creation, revenue by payment date.
 */
export function clientSummary(
  clients: readonly ApiClient[],
  now: Date,
  timeZone: string,
): ClientSummary {
  const month = localMonthKey(now, timeZone);
  const summary: ClientSummary = {
    totalClients: clients.length,
    activeProjects: 0,
    totalRevenueCents: 0,
    thisMonthProjects: 0,
    thisMonthRevenueCents: 0,
  };
  for (const project of clients.flatMap((client) => client.projects)) {
    if (isActiveProject(project.status)) summary.activeProjects += 1;
    if (localMonthKey(new Date(project.createdAt), timeZone) === month) {
      summary.thisMonthProjects += 1;
    }
    // A refunded deposit is listed on its project but is not revenue.
    for (const payment of project.payments.filter((p) => !p.refunded)) {
      const paid = cents(payment.amount);
      summary.totalRevenueCents += paid;
      if (payment.paymentDate.slice(0, 7) === month) summary.thisMonthRevenueCents += paid;
    }
  }
  return summary;
}
