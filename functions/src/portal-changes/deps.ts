import type { Logger } from '../logger';
import type { MailTransport } from '../adapters/nodemailer/mail-transport';
import type { AppointmentMailHook, ArtistBooks } from '../clients';
import type { DepositActions } from '../deposits';
import type { StudioCalendar } from '../flash';
import type { PortalChangesRepository } from './portal-changes.repository';

/** Whose booking a change is about: the portal link resolved to its artist and client. */
export interface BookingTarget {
  uid: string;
  clientId: string;
  appointmentId: string;
}

/**
 * What a client's move and cancel need. The changes themselves are the owners' operations with
 * the client as the actor: the clients area's edit (a cancel with no deposit held), the deposits
 * area's keep and refund (a cancel with one), and a move decided in one transaction from the
 * clients' appointment, the flash calendar's busy times and the deposits' own move step.
 */
export interface PortalChangesDeps {
  changes: PortalChangesRepository;
  books: ArtistBooks;
  deposits: DepositActions;
  calendar: StudioCalendar;
  /** The client's booking e-mails (moved, cancelled), as for the artist's own changes. */
  onAppointmentChange?: AppointmentMailHook;
  /** The artist's own mail of a client's change. */
  mail: MailTransport;
  appOrigin: string;
  clock: () => Date;
  logger: Logger;
}
