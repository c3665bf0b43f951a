import type { StudioRecords } from '../clients';
import type { NotificationsRepository } from './notifications.repository';

export interface NotificationsDeps {
  notifications: NotificationsRepository;
  /** The appointments about to start, announced in the bell. */
  studio: Pick<StudioRecords, 'appointmentsStarting'>;
  clock: () => Date;
}
