import type { Express } from 'express';
import request from 'supertest';
import type { Firestore } from '../../src/adapters/firebase/firebase';
import type { Artist } from './artist';
import { uniqueEmail } from './test-users';

/** The fields of a request a client fills in on the booking page. */
export function requestFields(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    idea: 'A fine-line swallow with a banner reading "home"',
    placement: 'Forearm',
    sizeCm: 12,
    colour: 'black_and_grey',
    preferredDays: ['sat', 'mon'],
    name: 'Robin Client',
    email: uniqueEmail('client'),
    phone: '+49 170 1234567',
    adult: true,
    consent: true,
    ...overrides,
  };
}

/** The settings form as a test artist saves it: open, with a fixed €100 deposit. */
export const OPEN_SETTINGS = {
  open: true,
  styles: ['Fine line', 'Blackwork'],
  minimumSizeCm: 5,
  minimumPrice: 150,
  depositKind: 'fixed',
  depositAmount: 100,
  policy: 'Deposits are non-refundable and count toward the last session.',
};

/** Opens the artist's booking page and returns its username. */
export async function openBooking(
  artist: Artist,
  db: Firestore,
  settings: Record<string, unknown> = {},
): Promise<string> {
  const res = await artist.call('put', '/api/profile/booking', { ...OPEN_SETTINGS, ...settings });
  if (res.status !== 200) throw new Error(`PUT /api/profile/booking answered ${res.status}`);
  return (await db.doc(`users/${artist.uid}`).get()).get('username') as string;
}

/** Sends a request as a client would, JSON, and returns its id. */
export async function sendRequest(
  app: Express,
  username: string,
  fields: Record<string, unknown> = requestFields(),
): Promise<string> {
  const res = await request(app).post(`/api/public/booking/${username}/requests`).send(fields);
  if (res.status !== 201) throw new Error(`booking request answered ${res.status}: ${res.text}`);
  return res.body.requestId as string;
}

/** The multipart form the page sends: every field as text, the images under `images`. */
export function multipartRequest(
  app: Express,
  username: string,
  fields: Record<string, unknown>,
  images: { data: Buffer; name: string }[],
): request.Test {
  let pending = request(app).post(`/api/public/booking/${username}/requests`);
  for (const [name, value] of Object.entries(fields)) {
    pending = pending.field(name, Array.isArray(value) ? value.join(',') : String(value));
  }
  for (const image of images) pending = pending.attach('images', image.data, image.name);
  return pending;
}
