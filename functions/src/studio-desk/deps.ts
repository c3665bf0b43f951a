import type { ApiAppointmentDeposit, DepositOutcomeInput, HistoryActor } from '@inkforge/domain';
import type { ArtistBooks } from '../clients';
import type { StudioDirectory } from '../studios';

/** What the studio's desk operations need; its area wires it. */
export interface StudioDeskDeps {
  /** The door (every call) and the members it reads. */
  studios: StudioDirectory;
  /** The artist's own book, through the clients area's operations. */
  books: ArtistBooks;
  /** The deposits area's own request, with who asked. */
  askDeposit(
    uid: string,
    appointmentId: string,
    amountCents: number,
    actor: HistoryActor,
  ): Promise<ApiAppointmentDeposit>;
  /** The deposits area's own outcome (keep, move, carry, refund), with who acted. */
  depositOutcome(
    uid: string,
    appointmentId: string,
    input: DepositOutcomeInput,
    actor: HistoryActor,
  ): Promise<ApiAppointmentDeposit>;
  clock: () => Date;
}
