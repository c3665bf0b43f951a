import type { Express } from 'express';
import request from 'supertest';
import { expect } from 'vitest';
import type { Artist } from './artist';
import { lineArtPng } from './images';

/**
 * A design in the artist's gallery, uploaded through the photo editor as the screen does; its
 * id. An upload is never marked as AI work: a test that needs one sets `aiAssisted` on the row.
 */
export async function uploadedDesign(app: Express, artist: Artist, title: string): Promise<string> {
  const file = await request(app)
    .post('/api/photo-editor/upload')
    .set('Authorization', `Bearer ${artist.idToken}`)
    .attach('image', await lineArtPng(64), { filename: 'a.png', contentType: 'image/png' });
  expect(file.status, file.text).toBe(200);
  const item = await artist.call('post', '/api/gallery', {
    imageUrl: file.body.imageUrl,
    type: 'tattoo',
    title,
  });
  expect(item.status, item.text).toBe(201);
  return String(item.body.id);
}
