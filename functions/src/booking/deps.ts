import type { MailTransport } from '../adapters/nodemailer/mail-transport';
import type { ObjectStore } from '../adapters/firebase/storage';
import type { ImageOps } from '../adapters/sharp/image-ops';
import type { PublicImages } from '../adapters/sharp/public-images';
import type { StudioBookings } from '../clients';
import type { Logger } from '../logger';
import type { DepositsService } from '../deposits';
import type { BookingRepository } from './booking.repository';

/** What the booking page and the requests inbox need; the area wires it. */
export interface BookingDeps {
  booking: BookingRepository;
  /** Accepting with a deposit asks it on the appointment, with its public link. */
  deposits: DepositsService;
  /** The studio's client records: accepting a request books through their operations. */
  studio: StudioBookings;
  /** Reference images: stored on send, signed for the inbox; the avatar's renditions. */
  objects: Pick<ObjectStore, 'put' | 'signedUrl' | 'remove'>;
  /** Decodes every reference image in full before it is stored. */
  imageOps: ImageOps;
  /** The avatar's square renditions, without metadata. */
  publicImages: PublicImages;
  /** The decline note goes straight out; acceptance mails go through the appointment outbox. */
  mail: MailTransport;
  clock: () => Date;
  logger: Logger;
}
