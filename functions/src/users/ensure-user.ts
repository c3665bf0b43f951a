import type { User } from '@inkforge/domain';
import type { UsersRepository } from './users.repository';
import { toApiUser } from './to-api-user';
import { newUserDoc, type NewUserInput } from './user-doc';

export interface UsersDeps {
  repo: UsersRepository;
  clock: () => Date;
}

/**
 * Returns the user, creating `users/{uid}` on the first authenticated contact. The stored
 * address follows Auth's: it changes there when the artist opens an e-mail change link.
 */
export async function ensureUser(deps: UsersDeps, input: NewUserInput): Promise<User> {
  const existing = await deps.repo.get(input.uid);
  if (existing && input.email && existing.email !== input.email) {
    await deps.repo.setEmail(input.uid, input.email);
    return toApiUser(input.uid, { ...existing, email: input.email });
  }
  if (existing) return toApiUser(input.uid, existing);
  const stored = await deps.repo.createIfAbsent(input.uid, newUserDoc(input, deps.clock()));
  return toApiUser(input.uid, stored);
}
