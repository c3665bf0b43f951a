import type { EstimateProject } from '@inkforge/domain';
import type { ChatModel } from '../adapters/chat-model';
import type { ObjectStore } from '../adapters/object-store';
import type { LedgerService } from '../credits/ledger.service';
import type { Logger } from '../logger';
import type { NamedArtistGuardDeps } from '../named-artists';
import type { PendingChargesRepository } from '../paid-tools/pending-charges.repository';
import type { BriefsRepository } from './briefs.repository';

/** What the brief's operations need; the area wires it. */
export interface BriefDeps {
  briefs: BriefsRepository;
  /** The artist's projects, for the estimate (the clients area's records). */
  projects: (uid: string) => Promise<EstimateProject[]>;
  ledger: LedgerService;
  /** The draft's charge until the brief is saved: the minute sweep refunds one left behind. */
  charges: PendingChargesRepository;
  objects: Pick<ObjectStore, 'remove'>;
  /** Null: the brief is drafted by rules (no model key). */
  chatModel: ChatModel | null;
  /** The named-artist guard (s46-guard): the chat model judges with a key, else the list. */
  namedArtistGuard: NamedArtistGuardDeps;
  clock: () => Date;
  newId: () => string;
  logger: Logger;
}
