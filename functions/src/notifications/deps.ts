import type { NotificationsRepository } from './notifications.repository';

export interface NotificationsDeps {
  notifications: NotificationsRepository;
  clock: () => Date;
}
