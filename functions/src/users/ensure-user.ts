import type { User } from '@inkforge/domain';
import type { UsersRepository } from './users.repository';
import { toApiUser } from './to-api-user';
import { newUserDoc, type NewUserInput } from './user-doc';

export interface UsersDeps {
  repo: UsersRepository;
  clock: () => Date;
}

/** Returns the user, creating `users/{uid}` on the first authenticated contact. */
export async function ensureUser(deps: UsersDeps, input: NewUserInput): Promise<User> {
  const existing = await deps.repo.get(input.uid);
  if (existing) return toApiUser(input.uid, existing);
  const stored = await deps.repo.createIfAbsent(input.uid, newUserDoc(input, deps.clock()));
  return toApiUser(input.uid, stored);
}
