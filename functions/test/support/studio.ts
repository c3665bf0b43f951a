import type { StudioRole } from '@inkforge/domain';
import type { Express } from 'express';
import type { Firestore } from '../../src/adapters/firebase/firebase';
import { createStudiosRepository } from '../../src/studios/studios.repository';
import { createArtist, type Artist } from './artist';

export interface TestStudio {
  id: string;
  slug: string;
  owner: Artist;
  /** Members by the role they were given, in order. */
  artists: Artist[];
  desk: Artist;
}

let counter = 0;

/**
 * A studio made through the API by a pro owner, with artists and a front desk joined as the
 * accepted invitation would join them (written through the studio's own repository).
 */
export async function createTestStudio(
  app: Express,
  db: Firestore,
  options: { artists?: number; timezone?: string; name?: string } = {},
): Promise<TestStudio> {
  const owner = await createArtist(app, db, { plan: 'pro', timezone: options.timezone });
  counter += 1;
  const slug = `studio-${owner.uid.slice(0, 10).toLowerCase()}-${counter}`;
  const created = await owner.call('post', '/api/studios', {
    name: options.name ?? 'Test Studio',
    slug,
    timezone: options.timezone ?? 'UTC',
  });
  if (created.status !== 201) {
    throw new Error(`POST /api/studios answered ${created.status} ${JSON.stringify(created.body)}`);
  }
  const id = (created.body as { studio: { id: string } }).studio.id;
  const artists: Artist[] = [];
  for (let i = 0; i < (options.artists ?? 1); i += 1) {
    artists.push(await joinStudio(app, db, id, 'artist', { plan: 'pro' }));
  }
  const desk = await joinStudio(app, db, id, 'desk', { plan: null });
  return { id, slug, owner, artists, desk };
}

/** A new person joined to the studio with `role` (a guest with their spot's days). */
export async function joinStudio(
  app: Express,
  db: Firestore,
  studioId: string,
  role: Exclude<StudioRole, 'owner'>,
  options: {
    plan?: string | null;
    guestFrom?: string;
    guestUntil?: string;
    timezone?: string;
  } = {},
): Promise<Artist> {
  const person = await createArtist(app, db, {
    plan: options.plan ?? null,
    timezone: options.timezone,
  });
  const repo = createStudiosRepository(db);
  await db.runTransaction(async (tx) => {
    const add = await repo.addMemberInTransaction(tx, studioId, {
      uid: person.uid,
      role,
      displayName: person.email.split('@')[0] ?? person.email,
      email: person.email,
      houseShare: { kind: 'percent', percent: 0 },
      guestFrom: options.guestFrom ?? null,
      guestUntil: options.guestUntil ?? null,
    });
    add();
  });
  return person;
}
