import type { ObjectStore } from '../adapters/object-store';
import type { ConnectPayments } from '../adapters/payments';
import type { ImageOps } from '../adapters/sharp/image-ops';
import type { DepositsService } from '../deposits';
import type { Logger } from '../logger';
import type { FlashRepository } from './flash.repository';

/** What flash, open times and holds need (issue 38); the area wires it. */
export interface FlashDeps {
  flash: FlashRepository;
  /** The artist's connected account and deposit policy; the checkout of a hold. */
  deposits: DepositsService;
  payments: ConnectPayments;
  objects: Pick<ObjectStore, 'read' | 'put' | 'signedUrl' | 'remove'>;
  imageOps: ImageOps;
  appOrigin: string;
  clock: () => Date;
  logger: Logger;
}
