import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { errorHandler } from './error-handler';
import { rateLimit } from './rate-limit';
import { silentLogger } from '../logger';

function appWithLimit(now: () => number) {
  const app = express();
  app.post('/x', rateLimit({ windowMs: 1000, max: 2, now }), (_req, res) => {
    res.json({ ok: true });
  });
  app.use(errorHandler(silentLogger));
  return app;
}

describe('rateLimit', () => {
  it('answers 429 past the limit and recovers in the next window', async () => {
    let time = 0;
    const app = appWithLimit(() => time);
    expect((await request(app).post('/x')).status).toBe(200);
    expect((await request(app).post('/x')).status).toBe(200);
    const limited = await request(app).post('/x');
    expect(limited.status).toBe(429);
    expect(limited.body.error).toBe('RATE_LIMITED');
    expect(limited.headers['retry-after']).toBe('1');
    time = 1000;
    expect((await request(app).post('/x')).status).toBe(200);
  });
});
