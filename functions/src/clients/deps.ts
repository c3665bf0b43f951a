import type { ObjectStore } from '../adapters/storage';
import type { Logger } from '../logger';
import type { CalendarFeedRepository } from './calendar-feed.repository';
import type { ClientsRepository } from './clients.repository';
import type { IntakeRepository } from './intake.repository';
import type { RecordsRepository } from './records.repository';

/** What the client-management operations need; the app wires it from its own dependencies. */
export interface ClientsDeps {
  clients: ClientsRepository;
  records: RecordsRepository;
  feeds: CalendarFeedRepository;
  intakes: IntakeRepository;
  /** Body previews: signed URLs on read, object removal when their client is deleted. */
  objects: Pick<ObjectStore, 'signedUrl' | 'remove'>;
  clock: () => Date;
  logger: Logger;
}
