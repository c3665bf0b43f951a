import type { Accounts } from '../adapters/firebase/accounts';
import type { IdentityToolkit } from '../adapters/firebase/identity-toolkit';
import type { Logger } from '../logger';
import type { ProfileRepository } from './profile.repository';

/** What the profile's operations need. */
export interface ProfileDeps {
  repo: ProfileRepository;
  accounts: Accounts;
  identity: IdentityToolkit;
  clock: () => Date;
  logger: Logger;
  /** Public origin of the web app: the e-mail change link continues to its settings. */
  appOrigin: string;
}
