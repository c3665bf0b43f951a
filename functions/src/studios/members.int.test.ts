import { describe, expect, it } from 'vitest';
import { createArtist } from '../../test/support/artist';
import { createTestStudio } from '../../test/support/studio';
import { buildTestApp } from '../../test/support/test-app';

const { app, db } = buildTestApp();

const memberPath = (studioId: string, uid: string) => `/api/studios/${studioId}/members/${uid}`;

describe('the owner removes a member', () => {
  it('takes the member row and the membership away; the member’s next call is refused', async () => {
    const studio = await createTestStudio(app, db, { artists: 2 });
    const [gone, stays] = studio.artists as [
      (typeof studio.artists)[0],
      (typeof studio.artists)[0],
    ];
    expect((await gone.call('get', '/api/studios/mine')).status).toBe(200);

    const res = await studio.owner.call('delete', memberPath(studio.id, gone.uid));
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({ success: true });

    // The same ID token, the very next call: the role is read from the member row, not a claim.
    const next = await gone.call('get', '/api/studios/mine');
    expect(next.status).toBe(404);
    expect(next.body.error).toBe('STUDIO_NOT_FOUND');
    const patch = await gone.call('patch', memberPath(studio.id, stays.uid), { role: 'desk' });
    expect(patch.status).toBe(404);
    expect((await db.doc(`studios/${studio.id}/members/${gone.uid}`).get()).exists).toBe(false);
    expect((await db.doc(`studioMemberships/${gone.uid}`).get()).exists).toBe(false);
    // The account itself is untouched.
    expect((await gone.call('get', '/api/auth/me')).status).toBe(200);
    const mine = await studio.owner.call('get', '/api/studios/mine');
    expect(mine.body.members.map((m: { uid: string }) => m.uid)).not.toContain(gone.uid);
  });

  it('is the owner’s alone, and the owner stays', async () => {
    const studio = await createTestStudio(app, db, { artists: 2 });
    const outsider = await createArtist(app, db, { plan: 'pro' });
    const [a, b] = studio.artists as [(typeof studio.artists)[0], (typeof studio.artists)[0]];
    const byArtist = await a.call('delete', memberPath(studio.id, b.uid));
    expect(byArtist.status).toBe(403);
    expect(byArtist.body.error).toBe('STUDIO_FORBIDDEN');
    const byDesk = await studio.desk.call('delete', memberPath(studio.id, b.uid));
    expect(byDesk.body.error).toBe('STUDIO_FORBIDDEN');
    const byOutsider = await outsider.call('delete', memberPath(studio.id, b.uid));
    expect(byOutsider.status).toBe(404);
    const owner = await studio.owner.call('delete', memberPath(studio.id, studio.owner.uid));
    expect(owner.status).toBe(409);
    expect(owner.body.error).toBe('STUDIO_OWNER_STAYS');
    const stranger = await studio.owner.call('delete', memberPath(studio.id, outsider.uid));
    expect(stranger.status).toBe(404);
    expect((await b.call('get', '/api/studios/mine')).status).toBe(200);
  });
});

describe('a member leaves', () => {
  it('by removing themselves, keeping their own clients, gallery and credits', async () => {
    const studio = await createTestStudio(app, db);
    const artist = studio.artists[0]!;
    await db.doc(`users/${artist.uid}`).update({ subscriptionCredits: 42 });
    const client = await artist.call('post', '/api/clients', { name: 'Own Client' });
    expect(client.status).toBe(201);
    await db.doc(`users/${artist.uid}/gallery/own-piece`).set({ title: 'Own piece' });
    const before = await artist.call('get', '/api/auth/me');

    const res = await artist.call('delete', memberPath(studio.id, artist.uid));
    expect(res.status, res.text).toBe(200);

    expect((await artist.call('get', '/api/studios/mine')).status).toBe(404);
    const clients = await artist.call('get', '/api/clients');
    expect(clients.body.map((c: { name: string }) => c.name)).toEqual(['Own Client']);
    expect((await db.doc(`users/${artist.uid}/gallery/own-piece`).get()).exists).toBe(true);
    const after = await artist.call('get', '/api/auth/me');
    expect(after.body.creditsRemaining).toBe(before.body.creditsRemaining);
    expect(after.body.creditsRemaining).toBeGreaterThanOrEqual(42);
    // Free to open (or join) another studio.
    const own = await artist.call('post', '/api/studios', {
      name: 'After',
      slug: `after-${artist.uid.slice(0, 8).toLowerCase()}`,
      timezone: 'UTC',
    });
    expect(own.status).toBe(201);
  });

  it('the front desk may leave too; the owner may not', async () => {
    const studio = await createTestStudio(app, db);
    const res = await studio.desk.call('delete', memberPath(studio.id, studio.desk.uid));
    expect(res.status).toBe(200);
    expect((await studio.desk.call('get', '/api/studios/mine')).status).toBe(404);
  });
});

describe('the owner changes a member', () => {
  it('sets role, house share and a guest’s days; the member sees the new role at once', async () => {
    const studio = await createTestStudio(app, db);
    const artist = studio.artists[0]!;
    const res = await studio.owner.call('patch', memberPath(studio.id, artist.uid), {
      role: 'guest',
      houseShare: { kind: 'chairRent', monthly: '400.50' },
      guestFrom: '2020-01-01',
      guestUntil: '2099-01-31',
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({
      uid: artist.uid,
      role: 'guest',
      houseShare: { kind: 'chairRent', monthlyCents: 40050 },
      guestFrom: '2020-01-01',
      guestUntil: '2099-01-31',
    });
    expect((await artist.call('get', '/api/studios/mine')).body.role).toBe('guest');

    const back = await studio.owner.call('patch', memberPath(studio.id, artist.uid), {
      role: 'artist',
      houseShare: { kind: 'percent', percent: 30 },
    });
    expect(back.body).toMatchObject({
      role: 'artist',
      houseShare: { kind: 'percent', percent: 30 },
      guestFrom: null,
      guestUntil: null,
    });
  });

  it('never makes or unmakes the owner, and is the owner’s alone', async () => {
    const studio = await createTestStudio(app, db);
    const artist = studio.artists[0]!;
    const makeOwner = await studio.owner.call('patch', memberPath(studio.id, artist.uid), {
      role: 'owner',
    });
    expect(makeOwner.status).toBe(400);
    const unmake = await studio.owner.call('patch', memberPath(studio.id, studio.owner.uid), {
      role: 'artist',
    });
    expect(unmake.status).toBe(409);
    expect(unmake.body.error).toBe('STUDIO_OWNER_STAYS');
    const byArtist = await artist.call('patch', memberPath(studio.id, artist.uid), {
      houseShare: { kind: 'percent', percent: 0 },
    });
    expect(byArtist.status).toBe(403);
    expect(byArtist.body.error).toBe('STUDIO_FORBIDDEN');
    const guestWithoutDays = await studio.owner.call('patch', memberPath(studio.id, artist.uid), {
      role: 'guest',
    });
    expect(guestWithoutDays.status).toBe(400);
    expect((await artist.call('get', '/api/studios/mine')).body.role).toBe('artist');
  });
});
