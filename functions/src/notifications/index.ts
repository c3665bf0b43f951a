export { jobEnded, notifierFor, notifyInTransaction } from './notifications.repository';
export type { NewNotification } from './notifications.repository';
