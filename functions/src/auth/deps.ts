import type { Accounts } from '../adapters/firebase/accounts';
import type { IdentityToolkit } from '../adapters/firebase/identity-toolkit';
import type { Logger } from '../logger';
import type { UsersService } from '../users/users.service';

export interface AuthDeps {
  users: UsersService;
  accounts: Accounts;
  identity: IdentityToolkit;
  logger: Logger;
  /** Public origin of the web app; reset e-mails continue to it. */
  appOrigin: string;
}
