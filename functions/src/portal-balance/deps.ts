import type { ConnectPayments } from '../adapters/payments';
import type { Logger } from '../logger';
import type { ArtistStudios } from '../studios';
import type { BalanceRepository } from './balance.repository';

/** What opening a balance checkout needs; the area wires it. */
export interface BalanceDeps {
  balance: BalanceRepository;
  payments: ConnectPayments;
  /** Whose Stripe account takes the artist's payments (a studio may take its artists'). */
  studios: ArtistStudios;
  clock: () => Date;
  logger: Logger;
}

/** A balance payment recorded: what its receipt says, integer cents in its currency. */
export interface BalanceReceipt {
  paidCents: number;
  refundCents: number;
  dueCents: number;
  currency: string;
  /** When it was recorded: the receipt's key, so hearing of it twice mails once. */
  at: Date;
}

/** Told once a balance payment is recorded (the client's receipt mail); never throws. */
export type BalancePaidListener = (
  uid: string,
  appointmentId: string,
  receipt: BalanceReceipt,
) => Promise<void>;
