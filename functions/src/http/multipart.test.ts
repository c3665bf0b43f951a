import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { silentLogger } from '../logger';
import { errorHandler } from './error-handler';
import { parseMultipart } from './multipart';

function appWith(options: { maxBytes?: number; rawBody?: boolean } = {}) {
  const app = express();
  if (options.rawBody) {
    // What Cloud Functions does before express runs: the whole body is already read.
    app.use(express.raw({ type: () => true, limit: '20mb' }), (req, _res, next) => {
      Object.assign(req, { rawBody: req.body as Buffer });
      next();
    });
  }
  app.post('/upload', async (req, res) => {
    const { file, fields } = await parseMultipart(req, {
      fileField: 'file',
      ...(options.maxBytes ? { maxBytes: options.maxBytes } : {}),
    });
    res.json({ fields, size: file?.data.length ?? null, name: file?.fileName ?? null });
  });
  app.use(errorHandler(silentLogger));
  return app;
}

describe('parseMultipart', () => {
  it.each([false, true])('reads one file and its fields (pre-read body: %s)', async (rawBody) => {
    const res = await request(appWith({ rawBody }))
      .post('/upload')
      .field('type', 'sketch')
      .attach('file', Buffer.alloc(2048, 1), 'sketch.png');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ fields: { type: 'sketch' }, size: 2048, name: 'sketch.png' });
  });

  it.each([false, true])('answers 413 with the spec message past the limit (%s)', async (raw) => {
    const res = await request(appWith({ maxBytes: 1000, rawBody: raw }))
      .post('/upload')
      .attach('file', Buffer.alloc(1001, 1), 'big.png');
    expect(res.status).toBe(413);
    expect(res.body).toEqual({
      error: 'FILE_TOO_LARGE',
      message: 'Please select an image smaller than 10MB.',
    });
  });

  it('reports a missing file as absent, not as an error', async () => {
    const res = await request(appWith()).post('/upload').field('type', 'photo');
    expect(res.body).toEqual({ fields: { type: 'photo' }, size: null, name: null });
  });

  it('answers 400, never 500, to bodies that are not one-file multipart', async () => {
    const json = await request(appWith()).post('/upload').send({ a: 1 });
    expect(json.status).toBe(400);
    const broken = await request(appWith())
      .post('/upload')
      .set('content-type', 'multipart/form-data; boundary=xyz')
      .send('--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc');
    expect(broken.status).toBe(400);
    const other = await request(appWith())
      .post('/upload')
      .attach('other', Buffer.alloc(10, 1), 'a.png');
    expect(other.status).toBe(400);
    const two = await request(appWith())
      .post('/upload')
      .attach('file', Buffer.alloc(10, 1), 'a.png')
      .attach('file', Buffer.alloc(10, 1), 'b.png');
    expect(two.status).toBe(400);
  });
});
