import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { silentLogger } from '../logger';
import { errorHandler } from './error-handler';

/** What the Firestore SDK rejects with once its own retries are spent: a gRPC status error. */
function grpcError(code: number, details: string): Error {
  return Object.assign(new Error(`${code} ${details}`), { code, details, metadata: {} });
}

function appThrowing(err: unknown) {
  const app = express();
  app.get('/x', () => {
    throw err;
  });
  app.use(errorHandler(silentLogger));
  return app;
}

describe('Firestore failures', () => {
  it('contention (ABORTED) is 409 with Retry-After and a message', async () => {
    const res = await request(appThrowing(grpcError(10, 'Transaction lock timeout'))).get('/x');
    expect(res.status).toBe(409);
    expect(res.headers['retry-after']).toBe('1');
    expect(res.body.error).toBe('DATA_CONTENDED');
    expect(res.body.message).toMatch(/try again/);
  });

  it.each([
    [14, 'UNAVAILABLE'],
    [4, 'DEADLINE_EXCEEDED'],
    [8, 'RESOURCE_EXHAUSTED'],
  ])('code %i (%s) is 503 with Retry-After, never a bare 500', async (code, name) => {
    const res = await request(appThrowing(grpcError(code, name))).get('/x');
    expect(res.status).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.body.error).toBe('DATA_UNAVAILABLE');
  });

  it('any other error stays a logged 500 INTERNAL', async () => {
    const res = await request(appThrowing(new Error('bug'))).get('/x');
    expect(res.status).toBe(500);
    expect(res.body.error).toBe('INTERNAL');
  });
});
