import { randomUUID } from 'node:crypto';
import { localDateTimeInput } from '@inkforge/domain';
import type { Express } from 'express';
import { expect } from 'vitest';
import type { Firestore } from '../../src/adapters/firebase/firebase';
import { createArtist, type Artist } from './artist';

export const ZONE = 'Europe/Berlin';
const DAY = 86_400_000;

/** 'YYYY-MM-DD' `days` from today (UTC noon, so the studio's zone gives the same day). */
export const dayFrom = (days: number) =>
  new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

/** An artist of the pro plan in Berlin (issue 45's records are the artist's own). */
export const inkArtist = (app: Express, db: Firestore) =>
  createArtist(app, db, { plan: 'pro', timezone: ZONE });

/** A client (with an address in the mail catcher unless told otherwise) and a project. */
export async function clientOf(artist: Artist, name: string, withEmail = true) {
  const email = `ink-${randomUUID()}@example.test`;
  const { body: client, status } = await artist.call('post', '/api/clients/enhanced', {
    name,
    ...(withEmail ? { email } : {}),
  });
  expect(status).toBe(201);
  const { body: project } = await artist.call('post', '/api/client-projects', {
    clientId: client.id,
    title: `${name}'s piece`,
    finalPrice: 300,
  });
  return { clientId: client.id as string, projectId: project.id as string, email };
}

/** A tattoo session `daysAgo` before now (negative: ahead), with its status. */
export async function sessionOf(
  artist: Artist,
  ids: { clientId: string; projectId: string },
  daysAgo: number,
  status = 'completed',
) {
  const start = new Date(Math.floor((Date.now() - daysAgo * DAY) / 60_000) * 60_000);
  const res = await artist.call('post', '/api/appointments', {
    ...ids,
    title: 'Session',
    appointmentDate: localDateTimeInput(start, ZONE),
    timezone: ZONE,
    duration: 120,
    type: 'tattoo_session',
    status,
  });
  expect(res.status).toBe(201);
  return res.body.id as string;
}

/** An ink on the shelf (expiring in a year unless told). */
export async function inkOf(
  artist: Artist,
  fields: { brand?: string; name?: string; lot?: string; expiresOn?: string; kind?: string } = {},
) {
  const res = await artist.call('post', '/api/supplies', {
    kind: 'ink',
    brand: 'Eternal',
    name: 'Lipstick Red',
    lot: `L-${randomUUID().slice(0, 8)}`,
    expiresOn: dayFrom(365),
    ...fields,
  });
  expect(res.status).toBe(201);
  return res.body as { id: string; lot: string; status: string };
}

/** Records the session with these supplies (and reasons) and expects it saved. */
export async function record(
  artist: Artist,
  appointmentId: string,
  supplyIds: string[],
  extra: object = {},
) {
  const res = await artist.call('put', `/api/appointments/${appointmentId}/session-record`, {
    supplyIds,
    placement: 'Left forearm',
    ...extra,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}
