import { describe, expect, it } from 'vitest';
import { onFirebaseAuthChange } from './firebase';
import { storageKeys } from './storage';

describe('a tab that has not loaded Firebase Auth', () => {
  it('hears the sign-out of another tab', async () => {
    const heard: boolean[] = [];
    const stop = onFirebaseAuthChange((signedIn) => heard.push(signedIn));
    // Another tab's Firebase Auth signed out and dropped the hint this tab would restore from.
    window.dispatchEvent(
      new StorageEvent('storage', {
        key: storageKeys.firebaseSignedIn,
        oldValue: '1',
        newValue: null,
      }),
    );
    await expect.poll(() => heard, { timeout: 10_000 }).toEqual([false]);
    stop();
  });
});
