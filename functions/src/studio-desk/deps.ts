import type { ApiAppointmentDeposit, HistoryActor } from '@inkforge/domain';
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
  clock: () => Date;
}
