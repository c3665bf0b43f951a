import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ApiClient, ApiProject } from './api-types';
import { fromCents } from './money';
import { clientSummary, projectBalance } from './totals';

function project(overrides: Partial<ApiProject>): ApiProject {
  return {
    id: 'p',
    clientId: 'c',
    title: 'Koi',
    status: 'consultation',
    totalPaid: 0,
    remainingBalance: null,
    creditBalance: 0,
    sessionsCount: 0,
    createdAt: '2025-03-01T10:00:00.000Z',
    payments: [],
    ...overrides,
  };
}

function client(projects: ApiProject[]): ApiClient {
  return {
    id: 'c',
    name: 'Ada',
    createdAt: '2025-01-01T00:00:00.000Z',
    status: 'active',
    projects,
    appointments: [],
    totalCollected: 0,
    totalEstimated: 0,
    creditBalance: 0,
  };
}

describe('projectBalance', () => {
  it('uses the final price over the estimate and never goes below zero', () => {
    expect(projectBalance({ estimatedCents: 50000 }, [10000, 2550])).toEqual({
      totalPaidCents: 12550,
      remainingCents: 37450,
      creditCents: 0,
    });
    expect(projectBalance({ estimatedCents: 50000, finalCents: 45000 }, [45000])).toEqual({
      totalPaidCents: 45000,
      remainingCents: 0,
      creditCents: 0,
    });
    // An overpayment is not hidden behind 'Fully Paid': the excess is credit.
    expect(projectBalance({ estimatedCents: 100 }, [150])).toMatchObject({
      remainingCents: 0,
      creditCents: 50,
    });
    expect(projectBalance({}, [150])).toMatchObject({ remainingCents: null, creditCents: 0 });
  });
});

describe('clientSummary', () => {
  const now = new Date('2025-03-20T12:00:00.000Z');

  it('counts the five cards', () => {
    const clients = [
      client([
        project({
          status: 'in_progress',
          createdAt: '2025-03-02T10:00:00.000Z',
          payments: [
            {
              id: 'a',
              projectId: 'p',
              clientId: 'c',
              amount: 0.1,
              paymentMethod: 'cash',
              paymentDate: '2025-03-03',
              kind: 'payment',
              createdAt: '',
            },
            {
              id: 'b',
              projectId: 'p',
              clientId: 'c',
              amount: 0.2,
              paymentMethod: 'card',
              paymentDate: '2025-02-28',
              kind: 'payment',
              createdAt: '',
            },
            {
              id: 'r',
              projectId: 'p',
              clientId: 'c',
              amount: 50,
              paymentMethod: 'card',
              paymentDate: '2025-03-04',
              kind: 'deposit',
              refunded: true,
              createdAt: '',
            },
          ],
        }),
        project({ status: 'completed', createdAt: '2025-02-02T10:00:00.000Z' }),
      ]),
      client([project({ status: 'cancelled' })]),
    ];
    expect(clientSummary(clients, now, 'Europe/Rome')).toEqual({
      totalClients: 2,
      activeProjects: 1,
      totalRevenueCents: 30,
      thisMonthProjects: 2,
      thisMonthRevenueCents: 10,
    });
  });

  it('sums random payments exactly to the cent', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.integer({ min: 1, max: 5_000_000 }), { maxLength: 8 }), {
          maxLength: 8,
        }),
        (paymentsPerProject) => {
          const projects = paymentsPerProject.map((list, i) =>
            project({
              id: `p${i}`,
              payments: list.map((cents, j) => ({
                id: `${i}-${j}`,
                projectId: `p${i}`,
                clientId: 'c',
                amount: fromCents(cents),
                kind: 'payment' as const,
                paymentMethod: 'cash' as const,
                paymentDate: '2025-03-10',
                createdAt: '',
              })),
            }),
          );
          const expected = paymentsPerProject.flat().reduce((a, b) => a + b, 0);
          const summary = clientSummary([client(projects)], now, 'UTC');
          expect(summary.totalRevenueCents).toBe(expected);
          expect(summary.thisMonthRevenueCents).toBe(expected);
        },
      ),
    );
  });
});
