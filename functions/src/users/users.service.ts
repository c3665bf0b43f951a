import type { User } from '@inkforge/domain';
import type { AuthContext } from '../http/auth-context';
import { ensureUser, type UsersDeps } from './ensure-user';
import { recordConsent } from './record-consent';
import { authMethodOf, type NewUserInput } from './user-doc';

/** What other areas may ask of users; they never reach the repository directly. */
export interface UsersService {
  ensure(input: NewUserInput): Promise<User>;
  /** The caller's user; a display name is only used if the document is created now. */
  ensureCaller(caller: AuthContext, displayName?: string): Promise<User>;
  recordConsent(caller: AuthContext, input: { emailMarketingConsent: boolean }): Promise<User>;
}

export function createUsersService(deps: UsersDeps): UsersService {
  return {
    ensure: (input) => ensureUser(deps, input),
    ensureCaller: (caller, displayName) =>
      ensureUser(deps, {
        uid: caller.uid,
        email: caller.email,
        displayName: displayName || caller.name,
        authMethod: authMethodOf(caller.signInProvider),
      }),
    recordConsent: (caller, input) => recordConsent(deps, caller, input),
  };
}
