import type { Express } from 'express';
import request from 'supertest';
import { expect } from 'vitest';
import type { ApiFlash, ApiOpenTimes } from '@inkforge/domain';
import type { Artist } from './artist';
import { lineArtPng } from './images';

/** Every day 10:00–18:00, bookable from tomorrow: what the flash tests' artists open. */
export async function openFlashTimes(artist: Artist): Promise<void> {
  const hours = await artist.call('put', '/api/profile/working-hours', {
    start: '10:00',
    end: '18:00',
    days: [0, 1, 2, 3, 4, 5, 6],
  });
  expect(hours.status, hours.text).toBe(200);
  const rules = await artist.call('put', '/api/profile/availability', {
    bufferMinutes: 15,
    earliestHours: 24,
    latestDays: 60,
    timeOff: [],
  });
  expect(rules.status, rules.text).toBe(200);
}

/**
 * The flash page as an artist and their clients use it through the API: a design published
 * from the gallery, its open times, a client's hold.
 */
export function flashPage(app: Express, artist: Artist, username: string) {
  async function galleryItem(): Promise<string> {
    const upload = await request(app)
      .post('/api/photo-editor/upload')
      .set('Authorization', `Bearer ${artist.idToken}`)
      .attach('image', await lineArtPng(64), { filename: 'rose.png', contentType: 'image/png' });
    expect(upload.status, upload.text).toBe(200);
    const item = await artist.call('post', '/api/gallery', {
      imageUrl: upload.body.imageUrl,
      type: 'tattoo',
      title: 'Rose design',
    });
    expect(item.status, item.text).toBe(201);
    return String(item.body.id);
  }

  /** POST /api/flash with one size at `price` (major units) unless told otherwise. */
  async function publish(fields: object = {}) {
    return artist.call('post', '/api/flash', {
      galleryItemId: await galleryItem(),
      title: 'Rose',
      variants: [{ sizeCm: 10, price: 120, duration: 60 }],
      availability: 'repeatable',
      ...fields,
    });
  }

  async function published(fields: object = {}): Promise<ApiFlash> {
    const res = await publish(fields);
    expect(res.status, res.text).toBe(201);
    return res.body as ApiFlash;
  }

  async function times(flashId: string, variant = 0): Promise<string[]> {
    const res = await request(app).get(
      `/api/public/booking/${username}/times?flashId=${flashId}&variant=${variant}`,
    );
    expect(res.status, res.text).toBe(200);
    return (res.body as ApiOpenTimes).times;
  }

  const hold = (flashId: string, start: string, email = `c-${Math.random()}@example.test`) =>
    request(app).post(`/api/public/booking/${username}/holds`).send({
      flashId,
      variant: 0,
      start,
      name: 'Robin Client',
      email,
      adult: true,
      acceptPolicy: true,
      policyVersion: 1,
    });

  const publicFlash = async (id: string): Promise<ApiFlash> => {
    const res = await request(app).get(`/api/public/booking/${username}/flash`);
    expect(res.status, res.text).toBe(200);
    return (res.body as ApiFlash[]).find((f) => f.id === id)!;
  };

  return { publish, published, times, hold, publicFlash };
}

/** The session id in a checkout URL of the Stripe twin. */
export const sessionOf = (checkoutUrl: string) => checkoutUrl.split('/connect/checkout/')[1]!;
