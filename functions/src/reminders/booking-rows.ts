import type { MailKind } from '@inkforge/domain';
import { kindsWhere } from '@inkforge/domain';

/**
 * What the client booked and what they owe, as the mail tells them (issue 49). These are the
 * client's own booking (the project's design, size and placement, their own money), never the
 * artist's notes, the client's health or anyone else's records.
 */
export interface BookingFacts {
  /** The design: the flash's title or the project's; null without a project. */
  what: string | null;
  /** '12 cm', or the project's size in words. */
  size: string | null;
  placement: string | null;
  /** The price as the client reads it ('€450.00'); an estimate until the artist fixes it. */
  price: string | null;
  priceIsEstimate: boolean;
  /** Everything the client has paid toward it (deposits included), when anything. */
  paid: string | null;
  /** What is still to pay of the price, when the price is known. */
  due: string | null;
  /** A deposit asked and not paid yet: its amount. */
  depositDue: string | null;
}

type Row = [string, string];

/** The kinds about a visit still to come: they say how much it costs and what is owed. */
const AHEAD = kindsWhere((m) => m.details === 'visit');

/** The design's lines: what, size, placement; each only when known. */
export function whatRows(booking: BookingFacts | undefined): Row[] {
  if (!booking) return [];
  const rows: [string, string | null][] = [
    ['What', booking.what],
    ['Size', booking.size],
    ['Placement', booking.placement],
  ];
  return rows.filter((row): row is Row => Boolean(row[1]));
}

/**
 * The money's lines for a visit still to come: the price (or estimate), the deposit to pay now,
 * what was paid and what is still due. A called-off visit tells its deposit's fate instead.
 */
export function moneyRows(kind: MailKind, booking: BookingFacts | undefined): Row[] {
  if (!booking || !AHEAD.includes(kind)) return [];
  const rows: [string, string | null][] = [
    [booking.priceIsEstimate ? 'Estimate' : 'Price', booking.price],
    ['Deposit to pay now', booking.depositDue],
    ['Paid', booking.paid],
    ['Still to pay', booking.paid ? booking.due : null],
  ];
  return rows.filter((row): row is Row => Boolean(row[1]));
}
