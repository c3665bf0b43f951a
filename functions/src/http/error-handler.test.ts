import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { silentLogger } from '../logger';
import { errorHandler } from './error-handler';

describe('the error handler', () => {
  it("answers express's own param decode failure 400 PATH_INVALID, not 500", async () => {
    // No path guard in front: the router itself fails to decode `:id`.
    const app = express();
    app.get('/things/:id', (req, res) => {
      res.json({ id: req.params.id });
    });
    app.use(errorHandler(silentLogger));
    const res = await request(app).get('/things/%E0%A4%A');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: 'PATH_INVALID' });
    expect((await request(app).get('/things/a%20b')).body).toEqual({ id: 'a b' });
  });
});
