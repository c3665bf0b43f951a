import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createArtist, type Artist } from '../../test/support/artist';
import { lineArtPng } from '../../test/support/images';
import { buildTestApp } from '../../test/support/test-app';
import { createTestUser } from '../../test/support/test-users';
import { createAccountRepository } from './account.repository';
import { USER_SUBCOLLECTIONS } from './user-collections';

const cancelled: string[] = [];
const { app, db, auth, deps } = buildTestApp({
  cancelSubscription: async (id) => {
    cancelled.push(id);
  },
});
const repo = createAccountRepository(db);

const remove = (user: { idToken: string }, body: unknown) =>
  request(app)
    .delete('/api/account')
    .set('Authorization', `Bearer ${user.idToken}`)
    .send(body as object);

describe('DELETE /api/account', () => {
  it('deletes the Auth user, every document and object of the account, and the subscription', async () => {
    const user = await createTestUser();
    await request(app).get('/api/auth/me').set('Authorization', `Bearer ${user.idToken}`);
    await db.doc(`users/${user.uid}`).update({ stripeSubscriptionId: 'sub_test_123' });
    for (const name of USER_SUBCOLLECTIONS) {
      const batch = db.batch();
      for (let i = 0; i < 3; i++) batch.set(db.doc(`users/${user.uid}/${name}/d${i}`), { i });
      await batch.commit();
    }
    await deps.objects.put(`users/${user.uid}/designs/a.png`, Buffer.from('a'), 'image/png');
    await deps.objects.put(`users/${user.uid}/stencils/b.png`, Buffer.from('b'), 'image/png');
    const neighbour = await createTestUser();
    await db.doc(`users/${neighbour.uid}/clients/keep`).set({ name: 'Keep me' });
    await deps.objects.put(`users/${neighbour.uid}/designs/c.png`, Buffer.from('c'), 'image/png');
    // The subcollections, the user document and the username reservation.
    expect(await repo.remainingDocuments(user.uid)).toBe(USER_SUBCOLLECTIONS.length * 3 + 2);
    const username = String((await db.doc(`users/${user.uid}`).get()).get('username'));
    expect((await db.doc(`usernames/${username}`).get()).get('uid')).toBe(user.uid);

    const res = await remove(user, { confirm: 'DELETE' });

    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Your account and all its data have been deleted.');
    expect(await repo.remainingDocuments(user.uid)).toBe(0);
    expect(await deps.objects.exists(`users/${user.uid}/designs/a.png`)).toBe(false);
    expect(await deps.objects.exists(`users/${user.uid}/stencils/b.png`)).toBe(false);
    await expect(auth.getUser(user.uid)).rejects.toMatchObject({ code: 'auth/user-not-found' });
    // The name is free again; the tombstone keeps nothing but the time of the deletion.
    expect((await db.doc(`usernames/${username}`).get()).exists).toBe(false);
    expect(Object.keys((await db.doc(`deletedAccounts/${user.uid}`).get()).data() ?? {})).toEqual([
      'deletedAt',
    ]);
    expect(cancelled).toContain('sub_test_123');
    // Another account is untouched.
    expect((await db.doc(`users/${neighbour.uid}/clients/keep`).get()).exists).toBe(true);
    expect(await deps.objects.exists(`users/${neighbour.uid}/designs/c.png`)).toBe(true);
  });

  it('deletes more documents than one batch holds', async () => {
    const user = await createTestUser();
    await request(app).get('/api/auth/me').set('Authorization', `Bearer ${user.idToken}`);
    for (let start = 0; start < 700; start += 350) {
      const batch = db.batch();
      for (let i = start; i < start + 350; i++) {
        batch.set(db.doc(`users/${user.uid}/gallery/g${i}`), { type: 'tattoo' });
      }
      await batch.commit();
    }

    await remove(user, { confirm: 'DELETE' }).expect(200);

    expect(await repo.remainingDocuments(user.uid)).toBe(0);
  });

  it('needs the typed confirmation and changes nothing without it', async () => {
    const user = await createTestUser();
    await request(app).get('/api/auth/me').set('Authorization', `Bearer ${user.idToken}`);

    const res = await remove(user, { confirm: 'yes' });

    expect(res.status).toBe(400);
    expect(res.body.error).toBe('ACCOUNT_DELETE_CONFIRMATION');
    expect((await db.doc(`users/${user.uid}`).get()).exists).toBe(true);
    expect((await auth.getUser(user.uid)).uid).toBe(user.uid);
  });

  it('stops the private calendar feed, intake and approval links with the account', async () => {
    const artist = await createArtist(app, db, { plan: 'pro' });
    const links = await privateLinksOf(artist);
    expect((await request(app).get(links.feed)).status).toBe(200);
    expect((await request(app).get(links.intake)).status).toBe(200);
    expect((await request(app).get(links.approval)).status).toBe(200);

    await remove(artist, { confirm: 'DELETE' }).expect(200);

    const feed = await request(app).get(links.feed);
    expect([feed.status, feed.body.error]).toEqual([404, 'CALENDAR_FEED_NOT_FOUND']);
    const intake = await request(app).get(links.intake);
    expect([intake.status, intake.body.error]).toEqual([404, 'INTAKE_LINK_INVALID']);
    const approval = await request(app).get(links.approval);
    expect([approval.status, approval.body.error]).toEqual([404, 'APPROVAL_LINK_INVALID']);
    // Nothing names the account any more: the link documents are gone, not just unreadable.
    for (const name of ['calendarFeeds', 'intakeLinks', 'approvalLinks']) {
      const left = await db.collection(name).where('uid', '==', artist.uid).count().get();
      expect(left.data().count, name).toBe(0);
    }
  });
});

/** The artist's three public links: the calendar feed, an intake form and a design approval. */
async function privateLinksOf(artist: Artist) {
  const feed = await artist.call('get', '/api/profile/calendar-feed');
  const client = await artist.call('post', '/api/clients/enhanced', { name: 'Cleo Links' });
  const project = await artist.call('post', '/api/client-projects', {
    clientId: client.body.id,
    title: 'Swallow',
  });
  const appointment = await artist.call('post', '/api/appointments', {
    clientId: client.body.id,
    projectId: project.body.id,
    title: 'Swallow session',
    appointmentDate: '2031-09-02T11:00',
  });
  const intake = await artist.call('post', `/api/appointments/${appointment.body.id}/intake-link`);
  const upload = await request(app)
    .post('/api/photo-editor/upload')
    .set('Authorization', `Bearer ${artist.idToken}`)
    .attach('image', await lineArtPng(48), { filename: 'a.png', contentType: 'image/png' });
  const item = await artist.call('post', '/api/gallery', {
    imageUrl: upload.body.imageUrl,
    type: 'tattoo',
    title: 'Swallow design',
  });
  const approval = await artist.call('post', `/api/client-projects/${project.body.id}/approval`, {
    designItemId: item.body.id,
  });
  expect([intake.status, approval.status]).toEqual([201, 201]);
  return {
    feed: String(feed.body.path),
    intake: `/api${String(intake.body.path)}`,
    approval: `/api${String(approval.body.path)}`,
  };
}
