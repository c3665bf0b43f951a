import { createClientBook, type ClientBook } from '../clients';
import type { Firestore } from '../adapters/firebase/firebase';
import type { Logger } from '../logger';
import { createStudioDirectory, type StudioDirectory } from '../studios';
import {
  createStudioClientsRepository,
  type StudioClientsRepository,
} from './studio-clients.repository';

/** What the studio's client book needs: the door, each artist's book, and its own records. */
export interface StudioClientsDeps {
  directory: StudioDirectory;
  book: ClientBook;
  repo: StudioClientsRepository;
  clock: () => Date;
  logger: Logger;
}

export function createStudioClientsDeps(deps: {
  db: Firestore;
  clock: () => Date;
  logger: Logger;
}): StudioClientsDeps {
  return {
    directory: createStudioDirectory(deps.db, deps.clock),
    book: createClientBook(deps.db),
    repo: createStudioClientsRepository(deps.db),
    clock: deps.clock,
    logger: deps.logger,
  };
}
