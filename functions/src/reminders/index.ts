export { deliverMail, staleReason } from './deliver-mail';
export type { Delivery } from './deliver-mail';
export { depositMailListener } from './deposit-mail';
export { depositRecordOf } from './deposit-record';
export type { MailDeps } from './deps';
export { chasesNothing } from './list-appointment-mail';
export { createAppointmentMails } from './appointment-mails.service';
export type { AppointmentMails } from './appointment-mails.service';
export type { StoredMail } from './outbox.repository';
