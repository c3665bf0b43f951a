import type { ErrorCode } from '@inkforge/domain';
import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { fail, stubApi } from '@/test-utils/fetch-stub';
import { apiCall } from './api-client';
import { ApiError, errorMessage } from './api-error';

const busy = (status: number, code: ErrorCode, seconds: number) =>
  fail(status, code, 'busy', { retryAfterSeconds: seconds });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('api client retries', () => {
  it('retries a read once after a 503 with Retry-After, then answers', async () => {
    let calls = 0;
    const requests = stubApi({
      'GET /api/gallery': () => {
        calls += 1;
        return calls === 1 ? busy(503, 'DATA_UNAVAILABLE', 1) : { items: [], nextCursor: null };
      },
    });
    await expect(apiCall('GET /api/gallery')).resolves.toEqual({ items: [], nextCursor: null });
    expect(requests).toHaveLength(2);
  });

  it('gives up after one retry and says how long to wait', async () => {
    const requests = stubApi({ 'GET /api/clients': () => busy(409, 'DATA_CONTENDED', 1) });
    const error = await apiCall('GET /api/clients').catch((err: unknown) => err);
    expect(requests).toHaveLength(2);
    expect(error).toBeInstanceOf(ApiError);
    expect(errorMessage(error, 'x')).toBe('The studio is busy right now. Please try again in 1 second.');
  });

  it('never repeats a write (it may have spent credits)', async () => {
    const requests = stubApi({ 'POST /api/ai/generate': () => busy(503, 'DATA_UNAVAILABLE', 1) });
    await expect(apiCall('POST /api/ai/generate', { body: { generationType: 'surprise' } })).rejects.toBeInstanceOf(ApiError);
    expect(requests).toHaveLength(1);
  });

  it('turns a 429 into a sentence with the wait, by its code', async () => {
    stubApi({ 'POST /api/app/chatbot': () => busy(429, 'RATE_LIMITED', 12) });
    const error = await apiCall('POST /api/app/chatbot', { body: { message: 'hi' } }).catch((e: unknown) => e);
    expect(errorMessage(error, 'x')).toBe("You're going a little fast. Please try again in 12 seconds.");
  });
});

describe('a typed call', () => {
  it("sends the route's method to its path with the parameters and the query filled in", async () => {
    const requests = stubApi({
      'DELETE /api/clients/:id': () => ({ success: true }),
      'GET /api/ai/jobs': () => ({ jobs: [], nextBefore: null }),
    });
    await apiCall('DELETE /api/clients/:id', { params: { id: 'a/b c' } });
    await apiCall('GET /api/ai/jobs', { query: { limit: 25, before: null } });
    expect(requests.map((r) => [r.method, r.url])).toEqual([
      ['DELETE', '/api/clients/a%2Fb%20c'],
      ['GET', '/api/ai/jobs?limit=25'],
    ]);
  });
});

describe('a declared route types its body', () => {
  it('does not compile with a wrong body, a missing body or a stray one', () => {
    // Only compiled, never sent: the checks below are the type checker's.
    const typeOnly = (call: () => unknown) => expectTypeOf(call).toBeFunction();
    typeOnly(() =>
      apiCall('PUT /api/gallery/:id/public', {
        params: { id: 'd1' },
        // @ts-expect-error `public` is a boolean, not a string
        body: { public: 'yes' },
      }),
    );
    typeOnly(() =>
      // @ts-expect-error the route takes a body and none is given
      apiCall('POST /api/gallery', {}),
    );
    typeOnly(() =>
      apiCall('POST /api/upload-image', {
        // @ts-expect-error an upload is FormData, not JSON
        body: { image: 'x' },
      }),
    );
    typeOnly(() => apiCall('PUT /api/gallery/:id/public', { params: { id: 'd1' }, body: { public: true } }));
  });
});
