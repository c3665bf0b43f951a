import { randomUUID } from 'node:crypto';
import type { Router } from 'express';
import type { ChatModel } from '../adapters/chat-model';
import type { Firestore } from '../adapters/firebase/firebase';
import type { ObjectStore } from '../adapters/firebase/storage';
import { createClientBook } from '../clients';
import type { LedgerService } from '../credits/ledger.service';
import type { RouteGuards } from '../http/mount-routes';
import type { Logger } from '../logger';
import { namedArtistGuardOf } from '../named-artists';
import { createPendingChargesRepository } from '../paid-tools/pending-charges.repository';
import { createBriefsRepository } from './briefs.repository';
import { briefRoutes } from './routes';

/** The consultation brief (issue 46), wired for the app. */
export function briefsArea(
  deps: {
    db: Firestore;
    objects: ObjectStore;
    ledger: LedgerService;
    chatModel: ChatModel | null;
    clock: () => Date;
    logger: Logger;
  },
  guards: RouteGuards,
): Router {
  const book = createClientBook(deps.db);
  return briefRoutes(
    {
      briefs: createBriefsRepository(deps.db),
      projects: (uid) => book.projects(uid),
      ledger: deps.ledger,
      charges: createPendingChargesRepository(deps.db),
      objects: deps.objects,
      chatModel: deps.chatModel,
      namedArtistGuard: namedArtistGuardOf(deps.chatModel),
      clock: deps.clock,
      newId: randomUUID,
      logger: deps.logger,
    },
    guards,
  );
}
