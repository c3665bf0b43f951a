import {
  commissionLine,
  commissionsCsv,
  commissionsCsvName,
  commissionTotals,
  isTattooer,
  monthWindow,
  type ApiCommissionsReport,
  type AppointmentStatus,
  type CommissionMember,
  type CommissionPayment,
} from '@inkforge/domain';
import type { Request, Response } from 'express';
import type { StudioMoneyDeps } from './deps';

/** One tattooing member's month, read from their own records through the clients' front door. */
async function lineOf(
  deps: StudioMoneyDeps,
  member: CommissionMember,
  report: { month: string; timezone: string; currency: string },
) {
  const window = monthWindow(report.month, report.timezone);
  const [appointments, stored] = await Promise.all([
    deps.records.appointmentsStarting(member.uid, window.from, window.until),
    deps.records.paymentsDated(member.uid, window.firstDay, window.nextFirstDay),
  ]);
  const payments: CommissionPayment[] = stored.map((p) => ({
    id: p.id,
    amountCents: p.amountCents,
    kind: p.kind ?? 'payment',
    refunded: p.refunded === true,
    paymentDate: p.paymentDate,
    ...(p.appointmentId ? { appointmentId: p.appointmentId } : {}),
  }));
  // A deposit of this month may be for an appointment of another month: read its status.
  const statuses = new Map<string, AppointmentStatus>(appointments.map((a) => [a.id, a.status]));
  const elsewhere = [
    ...new Set(
      payments.flatMap((p) =>
        p.appointmentId && !statuses.has(p.appointmentId) ? [p.appointmentId] : [],
      ),
    ),
  ];
  for (const appointment of await Promise.all(
    elsewhere.map((id) => deps.records.appointment(member.uid, id)),
  )) {
    if (appointment) statuses.set(appointment.id, appointment.status);
  }
  return commissionLine(member, report.currency, report.month, report.timezone, {
    appointments: appointments.map((a) => ({
      id: a.id,
      status: a.status,
      startsAt: a.appointmentDate,
    })),
    payments,
    statusOf: (id) => statuses.get(id),
  });
}

/**
 * GET /api/studios/{id}/reports/commissions?month=YYYY-MM: per tattooing member, the month's
 * sessions, money and shares (rules in the domain's `commissions.ts`). Owner only: the door
 * answers 403 to other members and 404 to anyone else. `Accept: text/csv` gets the CSV.
 */
export async function commissionsReport(
  deps: StudioMoneyDeps,
  call: { uid: string; studioId: string; month: string; req: Request; res: Response },
): Promise<ApiCommissionsReport> {
  const { studio } = await deps.studios.door.access(call.studioId, call.uid, ['owner']);
  const members = (await deps.studios.members(studio.id)).filter((m) => isTattooer(m.role));
  const scope = { month: call.month, timezone: studio.timezone, currency: studio.currency };
  const artists = await Promise.all(members.map((member) => lineOf(deps, member, scope)));
  const report: ApiCommissionsReport = {
    studioId: studio.id,
    studioName: studio.name,
    month: call.month,
    timezone: studio.timezone,
    currency: studio.currency.toUpperCase(),
    artists,
    totals: commissionTotals(artists, studio.currency),
  };
  if (call.req.accepts(['application/json', 'text/csv']) === 'text/csv') {
    call.res
      .status(200)
      .type('text/csv; charset=utf-8')
      .set('Content-Disposition', `attachment; filename="${commissionsCsvName(call.month)}"`)
      .send(commissionsCsv(report));
  }
  return report;
}
