import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/support/test-app';

/** A path whose id is not valid percent-encoding (`%E0%A4%A` ends in a broken escape). */
const { app } = buildTestApp();

describe('a path id that is not valid percent-encoding', () => {
  it.each([
    ['GET', '/api/ai/jobs/%E0%A4%A'],
    ['GET', '/api/gallery/%E0%A4%A'],
    ['DELETE', '/api/gallery/%ZZ'],
    ['PUT', '/api/clients/%E0%A4%A'],
    ['GET', '/api/public/approval/%'],
    ['GET', '/api/presigned-download/users/%E0%A4%A.png'],
    ['GET', '/api/nowhere/%E0%A4%A'],
  ])('%s %s answers 400 PATH_INVALID as JSON, signed in or not', async (method, path) => {
    const res = await request(app)[method.toLowerCase() as 'get'](path);
    expect(res.status).toBe(400);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.body).toEqual({
      error: 'PATH_INVALID',
      message: 'This link is broken: part of its address is not valid. Check it and try again.',
    });
  });
});
