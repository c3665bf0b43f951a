import { describe, expect, it } from 'vitest';
import type { Artist } from '../../test/support/artist';
import { createTestStudio } from '../../test/support/studio';
import { buildTestApp } from '../../test/support/test-app';

const { app, db } = buildTestApp({ cancelSubscription: async () => undefined });

const deleteAccount = (who: Artist) => who.call('delete', '/api/account', { confirm: 'DELETE' });

async function openInvitation(owner: Artist, studioId: string): Promise<string> {
  const res = await owner.call('post', `/api/studios/${studioId}/invitations`, {
    email: `later.${studioId.slice(0, 6).toLowerCase()}@example.test`,
    role: 'desk',
  });
  expect(res.status, res.text).toBe(201);
  return String(res.body.invitation.id);
}

describe('deleting an account', () => {
  it('of the owner deletes the studio: members, every membership, the address, invitations', async () => {
    const studio = await createTestStudio(app, db, { artists: 2 });
    const invitationId = await openInvitation(studio.owner, studio.id);
    const people = [studio.owner, ...studio.artists, studio.desk];
    const artist = studio.artists[0]!;
    const client = await artist.call('post', '/api/clients', { name: 'Stays with the artist' });
    expect(client.status).toBe(201);

    const res = await deleteAccount(studio.owner);
    expect(res.status, res.text).toBe(200);

    expect((await db.doc(`studios/${studio.id}`).get()).exists).toBe(false);
    expect((await db.collection(`studios/${studio.id}/members`).get()).size).toBe(0);
    for (const person of people) {
      expect((await db.doc(`studioMemberships/${person.uid}`).get()).exists).toBe(false);
    }
    expect((await db.doc(`studioSlugs/${studio.slug}`).get()).exists).toBe(false);
    expect((await db.doc(`studioInvitations/${invitationId}`).get()).exists).toBe(false);
    // The artists keep their accounts and their own clients, and may join another studio.
    const mine = await artist.call('get', '/api/studios/mine');
    expect(mine.body.error).toBe('STUDIO_NOT_FOUND');
    const clients = await artist.call('get', '/api/clients');
    expect(clients.body.map((c: { name: string }) => c.name)).toEqual(['Stays with the artist']);
  });

  it('of a member removes their member row and membership; the studio stays', async () => {
    const studio = await createTestStudio(app, db, { artists: 2 });
    const leaving = studio.artists[0]!;
    const res = await deleteAccount(leaving);
    expect(res.status, res.text).toBe(200);
    expect((await db.doc(`studios/${studio.id}/members/${leaving.uid}`).get()).exists).toBe(false);
    expect((await db.doc(`studioMemberships/${leaving.uid}`).get()).exists).toBe(false);
    const mine = await studio.owner.call('get', '/api/studios/mine');
    expect(mine.status).toBe(200);
    expect(mine.body.members.map((m: { uid: string }) => m.uid).sort()).toEqual(
      [studio.owner.uid, studio.artists[1]!.uid, studio.desk.uid].sort(),
    );
  });
});
