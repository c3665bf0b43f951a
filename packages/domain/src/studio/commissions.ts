import type { AppointmentStatus, PaymentKind } from '../clients/constants';
import { toInstant } from '../clients/zoned-time';
import { money } from '../format/money';
import type {
  ApiArtistCommission,
  ApiCommissionTotals,
  ApiCommissionTrace,
} from './money-api-types';
import type { StudioRole } from './roles';
import type { HouseShare } from './studio.schema';

/**
 * The commission rules of a studio's month (issue 43), pure so the report, its CSV and the tests
 * share them. Everything is integer cents of the studio's currency.
 *
 * - Sessions: the artist's appointments with status `completed` that start in the month, in the
 *   studio's zone.
 * - Recorded: the artist's payments dated in the month (their `paymentDate`, a day the artist
 *   entered or the day a deposit was paid) and not refunded; deposits included, since a deposit
 *   is money the artist holds until it is given back.
 * - Deposits kept: of those, the deposits whose appointment was cancelled or missed (the client
 *   forfeited them). Deposits refunded: deposit payments of the month that were given back;
 *   they are not in `recorded` and the house takes nothing of them.
 * - House share, percent: floor(recorded × percent / 100), the remainder to the artist, so the
 *   two always sum to `recorded` and the house never takes a fraction of a cent more than its
 *   percent. Chair rent: the month's rent whatever the takings; the artist's share is the rest,
 *   below zero when the rent is more than the month brought in (what the artist owes).
 */
export interface CommissionAppointment {
  id: string;
  status: AppointmentStatus;
  startsAt: Date;
}

export interface CommissionPayment {
  id: string;
  amountCents: number;
  kind: PaymentKind;
  refunded: boolean;
  /** YYYY-MM-DD. */
  paymentDate: string;
  appointmentId?: string;
}

export interface CommissionMember {
  uid: string;
  displayName: string;
  role: StudioRole;
  houseShare: HouseShare;
}

const FORFEITED: readonly AppointmentStatus[] = ['cancelled', 'no_show'];

/** 'YYYY-MM' → the next month's 'YYYY-MM'. */
export function nextMonth(month: string): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${year + 1}-01` : `${year}-${String(m + 1).padStart(2, '0')}`;
}

/** The month as instants [from, until) in `timeZone`, and as days [firstDay, nextFirstDay). */
export function monthWindow(month: string, timeZone: string) {
  const next = nextMonth(month);
  return {
    from: toInstant(`${month}-01T00:00`, timeZone) as Date,
    until: toInstant(`${next}-01T00:00`, timeZone) as Date,
    firstDay: `${month}-01`,
    nextFirstDay: `${next}-01`,
  };
}

/** What the house takes of `recordedCents` and what is left to the artist (they sum to it). */
export function splitShare(
  recordedCents: number,
  rule: HouseShare,
): { houseCents: number; artistCents: number } {
  const houseCents =
    rule.kind === 'percent' ? Math.floor((recordedCents * rule.percent) / 100) : rule.monthlyCents;
  return { houseCents, artistCents: recordedCents - houseCents };
}

const sum = (payments: readonly CommissionPayment[]) =>
  payments.reduce((total, p) => total + p.amountCents, 0);
const ids = (items: readonly { id: string }[]) => items.map((item) => item.id);

/**
 * One member's line. `appointments` and `payments` are the artist's own records already read
 * for the month (anything outside it is ignored again here); `statusOf` gives the status of a
 * deposit's appointment, which may start in another month.
 */
export function commissionLine(
  member: CommissionMember,
  currency: string,
  month: string,
  timeZone: string,
  records: {
    appointments: readonly CommissionAppointment[];
    payments: readonly CommissionPayment[];
    statusOf: (appointmentId: string) => AppointmentStatus | undefined;
  },
): ApiArtistCommission {
  const window = monthWindow(month, timeZone);
  const sessions = records.appointments.filter(
    (a) => a.status === 'completed' && a.startsAt >= window.from && a.startsAt < window.until,
  );
  const dated = records.payments.filter(
    (p) => p.paymentDate >= window.firstDay && p.paymentDate < window.nextFirstDay,
  );
  const recorded = dated.filter((p) => !p.refunded);
  const deposits = dated.filter((p) => p.kind === 'deposit');
  const kept = deposits.filter((p) => {
    const status = p.appointmentId ? records.statusOf(p.appointmentId) : undefined;
    return !p.refunded && status !== undefined && FORFEITED.includes(status);
  });
  const refunded = deposits.filter((p) => p.refunded);
  const { houseCents, artistCents } = splitShare(sum(recorded), member.houseShare);
  const trace: ApiCommissionTrace = {
    sessions: ids(sessions),
    recorded: ids(recorded),
    depositsKept: ids(kept),
    depositsRefunded: ids(refunded),
  };
  return {
    uid: member.uid,
    displayName: member.displayName,
    role: member.role,
    rule: member.houseShare,
    sessions: sessions.length,
    recorded: money(sum(recorded), currency),
    depositsKept: money(sum(kept), currency),
    depositsRefunded: money(sum(refunded), currency),
    houseShare: money(houseCents, currency),
    artistShare: money(artistCents, currency),
    trace,
  };
}

/** The report's last line: every column summed. */
export function commissionTotals(
  lines: readonly ApiArtistCommission[],
  currency: string,
): ApiCommissionTotals {
  const total = (pick: (line: ApiArtistCommission) => number) =>
    lines.reduce((sum, line) => sum + pick(line), 0);
  return {
    sessions: total((l) => l.sessions),
    recorded: money(
      total((l) => l.recorded.cents),
      currency,
    ),
    depositsKept: money(
      total((l) => l.depositsKept.cents),
      currency,
    ),
    depositsRefunded: money(
      total((l) => l.depositsRefunded.cents),
      currency,
    ),
    houseShare: money(
      total((l) => l.houseShare.cents),
      currency,
    ),
    artistShare: money(
      total((l) => l.artistShare.cents),
      currency,
    ),
  };
}
