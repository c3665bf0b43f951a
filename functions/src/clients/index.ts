export { toApiAppointmentDeposit } from './appointment-deposit';
export type { AppointmentMailHook, AppointmentMoment } from './deps';
export { createStudioBookings } from './studio-bookings.service';
export type { StudioBookings } from './studio-bookings.service';
export { Writer, intakePdf } from './intake-pdf';
export { artistTimeZone } from './list-calendar';
export type { StoredAppointment, StoredClient, StoredPayment, StoredProject } from './stored';
export { depositOf, storedDepositOf } from './stored-deposit';
export { momentOf, storedBalance } from './to-api';
export { createStudioRecords } from './studio-records.service';
export {
  appointmentTimesBetween,
  createBookingInTransaction,
  findClientInTransaction,
  readAppointmentInTransaction,
  readProject,
} from './records-in-transaction.repository';
export type { StudioRecords } from './studio-records.service';
export type { StoredApproval } from './approval.repository';
export { createArtistBooks } from './artist-books.service';
export type { ArtistBooks } from './artist-books.service';
export { artistActorOf, historyLine, historyOf } from './appointment-history';
export { createClientBook } from './client-book.service';
export type { ClientBook } from './client-book.service';
export type { MedicalReadHook, OwnMedicalRead } from './deps';
export { artistNameOf } from './artist-name';
export { createDesignApprovals } from './design-approvals.service';
export type { DesignApprovals } from './design-approvals.service';
export type { StoredApprovalOffer } from './approval.repository';
export { offerOf } from './approval-extras';
