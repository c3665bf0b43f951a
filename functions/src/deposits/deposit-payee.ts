import type { UserData } from './deposits.repository';
import type { DepositsDeps } from './deps';

/**
 * Whose connected account takes an artist's deposits, as that person's user document: the
 * artist's own, or the studio owner's when the owner set the studio to take its artists'
 * deposits (read afresh on every call: a change of studio takes effect at once).
 */
export async function depositPayeeOf(
  deps: DepositsDeps,
  uid: string,
  user?: UserData,
): Promise<UserData | undefined> {
  const payee = (await deps.studios?.depositPayee(uid)) ?? uid;
  if (payee === uid && user) return user;
  return deps.deposits.user(payee);
}
