import { hasFirebaseSession } from './firebase';
import { readItem, storageKeys } from './storage';

/**
 * Whether requests will carry an identity, once Firebase has restored its session: a Firebase
 * user, or the stored demo token.
 */
export async function hasSession(): Promise<boolean> {
  return (await hasFirebaseSession()) || readItem('local', storageKeys.demoToken) !== null;
}
