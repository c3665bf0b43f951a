import type { Money } from '../format/money';
import type { StudioRole } from './roles';
import type { HouseShare } from './studio.schema';

/**
 * The ids each figure of an artist's line sums, so every number of the report can be checked
 * against the artist's own records: appointments for sessions, payments for money.
 */
export interface ApiCommissionTrace {
  /** Appointments completed in the month (in the studio's zone). */
  sessions: string[];
  /** Payments dated in the month and not refunded (deposits included). */
  recorded: string[];
  /** Deposit payments of the month not refunded whose appointment was cancelled or missed. */
  depositsKept: string[];
  /** Deposit payments of the month that were refunded (not part of `recorded`). */
  depositsRefunded: string[];
}

/** One tattooing member's month. `houseShare + artistShare = recorded`, always. */
export interface ApiArtistCommission {
  uid: string;
  displayName: string;
  role: StudioRole;
  /** The rule applied: a percent of `recorded`, or a fixed chair rent for the month. */
  rule: HouseShare;
  sessions: number;
  recorded: Money;
  depositsKept: Money;
  depositsRefunded: Money;
  /** What the house takes: floor(recorded × percent / 100), or the month's chair rent. */
  houseShare: Money;
  /** The rest of `recorded`; below zero when a chair rent is more than the month brought in. */
  artistShare: Money;
  trace: ApiCommissionTrace;
}

export interface ApiCommissionTotals {
  sessions: number;
  recorded: Money;
  depositsKept: Money;
  depositsRefunded: Money;
  houseShare: Money;
  artistShare: Money;
}

/** GET /api/studios/{id}/reports/commissions?month=YYYY-MM (owner only). */
export interface ApiCommissionsReport {
  studioId: string;
  studioName: string;
  /** YYYY-MM, in the studio's time zone. */
  month: string;
  timezone: string;
  /** ISO 4217: the studio's currency; every amount of the report is in it. */
  currency: string;
  artists: ApiArtistCommission[];
  totals: ApiCommissionTotals;
}
