import type { MailTransport } from '../adapters/nodemailer/mail-transport';
import type { ObjectStore } from '../adapters/firebase/storage';
import type { ImageOps } from '../adapters/sharp/image-ops';
import type { BookingDesk } from '../booking';
import type { Portfolio } from '../gallery';
import type { Logger } from '../logger';
import type { StudioDirectory } from '../studios';
import type { StudioRequestsRepository } from './studio-requests.repository';

/** What the studio's page, its requests and the shared inbox need; area.ts wires it. */
export interface StudioPageDeps {
  studios: StudioDirectory;
  /** The artists' own pages and inboxes: a request for one lands there through booking. */
  booking: BookingDesk;
  /** Each artist's public work: the styles the page shows come from its tags. */
  portfolio: Portfolio;
  requests: StudioRequestsRepository;
  objects: ObjectStore;
  imageOps: ImageOps;
  /** A declined "first available" request is answered by mail, naming the studio. */
  mail: MailTransport | null;
  clock: () => Date;
  logger: Logger;
}
