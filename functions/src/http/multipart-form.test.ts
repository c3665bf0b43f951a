import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { AppError } from '../app-error';
import { silentLogger } from '../logger';
import { errorHandler } from './error-handler';
import { parseMultipart, type MultipartSeen } from './multipart';

// A form posted by a browser without script: file fields left empty arrive as a part with
// `filename=""` and no bytes, and a refused photo must leave the typed fields readable.

const BOUNDARY = '----form7MA4YWxkTrZu0gW';

function body(parts: [string, string | { name: string; data: Buffer }][]): Buffer {
  const chunks: Buffer[] = [];
  for (const [name, value] of parts) {
    const head =
      typeof value === 'string'
        ? `Content-Disposition: form-data; name="${name}"\r\n\r\n`
        : `Content-Disposition: form-data; name="${name}"; filename="${value.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
    chunks.push(Buffer.from(`--${BOUNDARY}\r\n${head}`));
    chunks.push(typeof value === 'string' ? Buffer.from(value) : value.data);
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(chunks);
}

function formApp(rawBody: boolean) {
  const app = express();
  if (rawBody) {
    app.use(express.raw({ type: () => true, limit: '20mb' }), (req, _res, next) => {
      Object.assign(req, { rawBody: req.body as Buffer });
      next();
    });
  }
  app.post('/form', async (req, res) => {
    const seen: MultipartSeen = { fields: {}, chosenFiles: 0 };
    try {
      const { files } = await parseMultipart(req, {
        fileField: 'images',
        maxFiles: 5,
        emptyFile: new AppError('BOOKING_IMAGE_EMPTY'),
        maxTotalBytes: 1000,
        tooLargeInAll: new AppError('BOOKING_IMAGES_TOO_LARGE'),
        seen,
      });
      res.json({ files: files.map((f) => f.fileName), seen });
    } catch (err) {
      res.status(400).json({ refused: (err as AppError).code, seen });
    }
  });
  app.use(errorHandler(silentLogger));
  return app;
}

const post = (rawBody: boolean, parts: Parameters<typeof body>[0]) =>
  request(formApp(rawBody))
    .post('/form')
    .set('Content-Type', `multipart/form-data; boundary=${BOUNDARY}`)
    .send(body(parts));

describe.each([false, true])('a form posted without script (pre-read body: %s)', (raw) => {
  it('reads a file field left empty as no photo', async () => {
    const res = await post(raw, [
      ['idea', 'Swallow'],
      ['images', { name: '', data: Buffer.alloc(0) }],
      ['name', 'Sam'],
    ]);
    expect(res.body).toEqual({
      files: [],
      seen: { fields: { idea: 'Swallow', name: 'Sam' }, chosenFiles: 0 },
    });
  });

  it('refuses a chosen file of no bytes', async () => {
    const res = await post(raw, [['images', { name: 'sketch.png', data: Buffer.alloc(0) }]]);
    expect(res.body.refused).toBe('BOOKING_IMAGE_EMPTY');
  });

  it('refuses photos past the total and still reads the fields after them', async () => {
    const photo = { name: 'a.png', data: Buffer.alloc(600, 1) };
    const res = await post(raw, [
      ['idea', 'Swallow'],
      ['images', photo],
      ['images', { ...photo, name: 'b.png' }],
      ['name', 'Sam'],
      ['email', 'sam@example.test'],
    ]);
    expect(res.body).toEqual({
      refused: 'BOOKING_IMAGES_TOO_LARGE',
      seen: {
        fields: { idea: 'Swallow', name: 'Sam', email: 'sam@example.test' },
        chosenFiles: 2,
      },
    });
  });
});
