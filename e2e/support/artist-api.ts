import { expect } from 'vitest';
import type { DemoAccount } from './accounts';
import { appUrl } from './browser';

export interface ArtistApi {
  uid: string;
  /** Calls the app's API through Hosting with the artist's ID token; expects a 2xx. */
  call<T>(method: string, path: string, body?: object): Promise<T>;
}

/** A seeded artist signed in through the Auth emulator, for a journey's setup calls. */
export async function artistApi(account: DemoAccount): Promise<ArtistApi> {
  const res = await fetch(
    `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: account.email,
        password: account.password,
        returnSecureToken: true,
      }),
    },
  );
  const { localId, idToken } = (await res.json()) as { localId: string; idToken: string };
  return {
    uid: localId,
    async call<T>(method: string, path: string, body?: object): Promise<T> {
      const answer = await fetch(`${appUrl()}${path}`, {
        method,
        headers: { authorization: `Bearer ${idToken}`, 'content-type': 'application/json' },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
      expect(answer.ok, `${method} ${path} answered ${answer.status}`).toBe(true);
      return (await answer.json()) as T;
    },
  };
}
