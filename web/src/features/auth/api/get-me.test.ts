import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '@/test-utils/fetch-stub';
import { makeUser } from '@/test-utils/user';
import { removeItem, storageKeys, writeItem } from '@/lib/storage';
import { getMe } from './get-me';

describe('getMe decides by the error code', () => {
  beforeEach(() => {
    writeItem('local', storageKeys.demoToken, 'demo-token');
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'debug').mockImplementation(() => undefined);
  });
  afterEach(() => {
    removeItem('local', storageKeys.demoToken);
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('answers the user the server returns', async () => {
    const user = makeUser();
    stubFetch(() => json(200, user));
    await expect(getMe()).resolves.toEqual(user);
  });

  it.each(['UNAUTHENTICATED', 'TOKEN_INVALID'])('reads %s as signed out', async (code) => {
    stubFetch(() => json(401, { error: code, message: 'Please sign in again.' }));
    await expect(getMe()).resolves.toBeNull();
  });

  it('keeps any other failure an error, whatever its status', async () => {
    stubFetch(() => json(404, { error: 'NOT_FOUND', message: 'Not found.' }));
    await expect(getMe()).rejects.toThrow();
    stubFetch(() => json(503, { error: 'DATA_UNAVAILABLE', message: 'Try again.' }));
    await expect(getMe()).rejects.toThrow();
  });
});
