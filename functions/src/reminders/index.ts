export { deliverMail, staleReason } from './deliver-mail';
export type { Delivery } from './deliver-mail';
export { depositMailListener } from './deposit-mail';
export { depositRecordOf } from './deposit-record';
export type { MailDeps } from './deps';
export { chasesNothing } from './list-appointment-mail';
export { createOutboxRepository } from './outbox.repository';
export type { OutboxRepository, StoredMail } from './outbox.repository';
