import type { DepositChange } from '@inkforge/domain';
import type { ConnectPayments } from '../adapters/payments';
import type { Logger } from '../logger';
import type { AppointmentMailHook } from '../clients';
import type { ArtistStudios } from '../studios';
import type { DepositsRepository } from './deposits.repository';

/** What deposits need; its area wires it. */
export interface DepositsDeps {
  deposits: DepositsRepository;
  payments: ConnectPayments;
  /** The web app's origin: the client's deposit page and Stripe's return pages live there. */
  appOrigin: string;
  /** The platform's cut of each deposit, in cents; 0 unless configured. */
  applicationFeeCents?: number;
  clock: () => Date;
  logger: Logger;
  /** Told after each committed change of a deposit (the client's e-mail); never throws. */
  onDepositChange?: DepositChangeListener;
  /** Before a deposit request mails the client: the address's budget (429 in words). */
  beforeDepositMail?: (uid: string, appointmentId: string) => Promise<void>;
  /** The studio an artist tattoos in: the client's page names it beside the artist. */
  studios?: ArtistStudios;
  /** Tells the client of an appointment cancelled with its refund (the booking e-mails). */
  onAppointmentChange?: AppointmentMailHook;
}

export type DepositChangeListener = (
  uid: string,
  appointmentId: string,
  change: DepositChange,
) => Promise<void>;
