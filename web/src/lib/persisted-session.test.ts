import { afterEach, describe, expect, it } from 'vitest';
import { env } from '@/config/env';
import { persistedIdToken } from './persisted-session';

// Where Firebase Auth's browserLocalPersistence keeps the signed-in user.
const key = `firebase:authUser:${env.firebase.apiKey}:[DEFAULT]`;

function saveUser(expiresInMs: number, token = 'saved-id-token') {
  const user = {
    uid: 'artist-1',
    email: 'artist@inkforge.test',
    stsTokenManager: {
      refreshToken: 'refresh',
      accessToken: token,
      expirationTime: Date.now() + expiresInMs,
    },
  };
  window.localStorage.setItem(key, JSON.stringify(user));
}

afterEach(() => window.localStorage.clear());

describe('persistedIdToken', () => {
  it("reads the signed-in user's saved token while it has minutes to live", async () => {
    saveUser(50 * 60_000);
    await expect(persistedIdToken()).resolves.toEqual({ uid: 'artist-1', token: 'saved-id-token' });
  });

  it('leaves a token close to its end to Firebase Auth, which refreshes it', async () => {
    saveUser(2 * 60_000);
    await expect(persistedIdToken()).resolves.toBeNull();
  });

  it('answers nothing when nobody is signed in or the record is not what it expects', async () => {
    await expect(persistedIdToken()).resolves.toBeNull();
    window.localStorage.setItem(key, '{"uid":"artist-1","stsTokenManager":{}}');
    await expect(persistedIdToken()).resolves.toBeNull();
    window.localStorage.setItem(key, 'not json');
    await expect(persistedIdToken()).resolves.toBeNull();
  });
});
