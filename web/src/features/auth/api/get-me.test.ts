import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ErrorCode } from '@inkforge/domain';
import { fail, stubApi } from '@/test-utils/fetch-stub';
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
    stubApi({ 'GET /api/auth/me': () => user });
    await expect(getMe()).resolves.toEqual(user);
  });

  it.each<ErrorCode>(['UNAUTHENTICATED', 'TOKEN_INVALID'])(
    'reads %s as signed out',
    async (code) => {
      stubApi({ 'GET /api/auth/me': () => fail(401, code, 'Please sign in again.') });
      await expect(getMe()).resolves.toBeNull();
    },
  );

  it('keeps any other failure an error, whatever its status', async () => {
    stubApi({ 'GET /api/auth/me': () => fail(404, 'NOT_FOUND', 'Not found.') });
    await expect(getMe()).rejects.toThrow();
    stubApi({ 'GET /api/auth/me': () => fail(503, 'DATA_UNAVAILABLE', 'Try again.') });
    await expect(getMe()).rejects.toThrow();
  });
});
