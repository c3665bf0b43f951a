import type { Firestore } from '../adapters/firebase/firebase';
import type { MailTransport } from '../adapters/nodemailer/mail-transport';
import type { Logger } from '../logger';
import { createMembershipRepository, type MembershipRepository } from './membership.repository';
import { createStudioAccess, type StudioDoor } from './studio-access';
import { createStudiosRepository, type StudiosRepository } from './studios.repository';

/** What the studio operations need. */
export interface StudiosDeps {
  db: Firestore;
  studios: StudiosRepository;
  membership: MembershipRepository;
  door: StudioDoor;
  clock: () => Date;
  logger: Logger;
  /** Invitations are e-mailed through the app's mail transport. */
  mail: MailTransport;
  /** Where the `/join/{token}` link of an invitation points. */
  appOrigin: string;
}

export interface StudiosAreaDeps {
  db: Firestore;
  clock: () => Date;
  logger: Logger;
  mail: MailTransport;
  appOrigin: string;
}

export function createStudiosDeps(deps: StudiosAreaDeps): StudiosDeps {
  const studios = createStudiosRepository(deps.db);
  return {
    ...deps,
    studios,
    membership: createMembershipRepository(deps.db),
    door: createStudioAccess(studios, deps.clock),
  };
}
