import type { ObjectStore } from '../adapters/firebase/storage';
import type { Logger } from '../logger';
import type { AppointmentMailHook } from '../reminders/area';
import type { CalendarFeedRepository } from './calendar-feed.repository';
import type { ClientsRepository } from './clients.repository';
import type { RecordsRepository } from './records.repository';

/** What the client-management operations need; the app wires it from its own dependencies. */
export interface ClientsDeps {
  clients: ClientsRepository;
  records: RecordsRepository;
  feeds: CalendarFeedRepository;
  /** Body previews: signed URLs on read, object removal when their client is deleted. */
  objects: Pick<ObjectStore, 'signedUrl' | 'remove'>;
  clock: () => Date;
  logger: Logger;
  /** The client's booking e-mails: told of every booking, move and cancellation. */
  onAppointmentChange?: AppointmentMailHook;
}
