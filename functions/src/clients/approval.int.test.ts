import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { createArtist, type Artist } from '../../test/support/artist';
import { lineArtPng } from '../../test/support/images';
import { buildTestApp } from '../../test/support/test-app';

const { app, db } = buildTestApp();
const later = buildTestApp({ clock: () => new Date(Date.now() + 8 * 86_400_000) }).app;

async function galleryItem(
  artist: Artist,
  title: string,
  size: number,
  type = 'tattoo',
): Promise<string> {
  const upload = await request(app)
    .post('/api/photo-editor/upload')
    .set('Authorization', `Bearer ${artist.idToken}`)
    .attach('image', await lineArtPng(size), { filename: 'a.png', contentType: 'image/png' });
  const item = await artist.call('post', '/api/gallery', {
    imageUrl: upload.body.imageUrl,
    type,
    title,
  });
  expect(item.status).toBe(201);
  return item.body.id as string;
}

async function projectWithAppointment(artist: Artist) {
  const client = await artist.call('post', '/api/clients/enhanced', { name: 'Bea Approval' });
  const project = await artist.call('post', '/api/client-projects', {
    clientId: client.body.id,
    title: 'Rose forearm',
  });
  await artist.call('post', '/api/appointments', {
    clientId: client.body.id,
    projectId: project.body.id,
    title: 'Rose session',
    appointmentDate: '2031-08-01T10:00',
    allowOverlap: true,
  });
  return project.body.id as string;
}

const expectLinkRefused = (res: request.Response) => {
  expect(res.status).toBe(404);
  expect(res.body.error).toBe('APPROVAL_LINK_INVALID');
};

describe('design approval through a private link (issue 16)', () => {
  let artist: Artist;
  let projectId: string;
  let design: string;
  let stencil: string;

  beforeAll(async () => {
    artist = await createArtist(app, db, { plan: 'pro' });
    projectId = await projectWithAppointment(artist);
    design = await galleryItem(artist, 'Rose design', 64);
    stencil = await galleryItem(artist, 'Rose stencil', 48, 'stencil');
  });

  it('freezes the images, the client approves once by name, and the record shows everywhere', async () => {
    const asked = await artist.call('post', `/api/client-projects/${projectId}/approval`, {
      designItemId: design,
      stencilItemId: stencil,
    });
    expect(asked.status).toBe(201);
    expect(asked.body.path).toMatch(/^\/approve\/[A-Za-z0-9_-]{43}$/);
    const link = `/api${asked.body.path as string}`;

    const view = await request(app).get(link);
    expect(view.status).toBe(200);
    expect(view.body.projectTitle).toBe('Rose forearm');
    expect(view.body.images.map((i: { kind: string }) => i.kind)).toEqual(['design', 'stencil']);
    const image = await fetch(view.body.images[0].imageUrl);
    expect(image.status).toBe(200);

    // Deleting the gallery item later does not change what is approved: it was copied.
    await artist.call('delete', `/api/gallery/${design}`).expect(200);
    const approved = await request(app).post(link).send({ name: 'Bea Approval', agreed: true });
    expect(approved.status).toBe(201);
    // Opened again, it says what was done and when (issue 49); approving again is refused.
    expect((await request(app).get(link)).body).toMatchObject({
      state: 'approved',
      approvedAt: approved.body.approvedAt,
    });
    expectLinkRefused(await request(app).post(link).send({ name: 'x', agreed: true }));

    const record = await artist.call('get', `/api/client-projects/${projectId}/approval`);
    expect(record.body).toMatchObject({
      status: 'approved',
      approvedBy: 'Bea Approval',
      approvedAt: approved.body.approvedAt,
    });
    expect(record.body.images[0].sha256).toMatch(/^[0-9a-f]{64}$/);
    expect((await fetch(record.body.images[0].imageUrl)).status).toBe(200);

    const bell = await artist.call('get', '/api/notifications');
    expect(bell.body.notifications).toContainEqual(
      expect.objectContaining({
        kind: 'design_approved',
        title: 'Design approved by Bea Approval',
        body: 'Rose forearm',
      }),
    );

    const [appointment] = (await artist.call('get', '/api/calendar-new?date=2031-08-01')).body;
    expect(appointment.designApproval).toEqual({
      approvedBy: 'Bea Approval',
      approvedAt: approved.body.approvedAt,
    });
    const again = await artist.call('post', `/api/client-projects/${projectId}/approval`, {
      designItemId: stencil,
    });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('APPROVAL_ALREADY_GIVEN');
  });
});

describe('approval links that no longer open (issue 16)', () => {
  it('replaced and expired links say so (issue 49); guessed ones are one 404 JSON', async () => {
    const artist = await createArtist(app, db, { plan: 'pro' });
    const projectId = await projectWithAppointment(artist);
    const design = await galleryItem(artist, 'Koi', 40);
    const ask = async () =>
      `/api${(await artist.call('post', `/api/client-projects/${projectId}/approval`, { designItemId: design })).body.path as string}`;
    const first = await ask();
    const second = await ask();
    expect((await request(app).get(first)).body.state).toBe('replaced');
    expectLinkRefused(await request(app).post(first).send({ name: 'x', agreed: true }));
    expect((await request(app).get(second)).body.state).toBe('open');
    expect((await request(later).get(second)).body.state).toBe('expired');
    expectLinkRefused(await request(later).post(second).send({ name: 'x', agreed: true }));
    expectLinkRefused(await request(app).get(`/api/approve/${'Z'.repeat(43)}`));
    expectLinkRefused(await request(app).get('/api/approve/short'));
  });

  it('another artist cannot ask, read, or use your gallery items', async () => {
    const owner = await createArtist(app, db, { plan: 'pro' });
    const stranger = await createArtist(app, db, { plan: 'pro' });
    const projectId = await projectWithAppointment(owner);
    const design = await galleryItem(owner, 'Secret koi', 40);
    await owner
      .call('post', `/api/client-projects/${projectId}/approval`, { designItemId: design })
      .expect(201);
    const base = `/api/client-projects/${projectId}/approval`;
    for (const res of [
      await stranger.call('get', base),
      await stranger.call('post', base, { designItemId: design }),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body.error).toBe('PROJECT_NOT_FOUND');
      expect(res.text).not.toContain('Secret koi');
    }
    const own = await projectWithAppointment(stranger);
    const theft = await stranger.call('post', `/api/client-projects/${own}/approval`, {
      designItemId: design,
    });
    expect(theft.status).toBe(404);
    expect(theft.body.error).toBe('GALLERY_ITEM_NOT_FOUND');
  });
});

describe('the client asks for changes instead of approving (issue 34)', () => {
  it('keeps the message on the approval, rings the bell, and leaves the link open', async () => {
    const artist = await createArtist(app, db, { plan: 'pro' });
    await db.doc(`users/${artist.uid}`).update({ displayName: 'Mara Lind' });
    const projectId = await projectWithAppointment(artist);
    const design = await galleryItem(artist, 'Rose linework', 48);
    const asked = await artist.call('post', `/api/client-projects/${projectId}/approval`, {
      designItemId: design,
    });
    const link = `/api${asked.body.path as string}`;

    const view = await request(app).get(link);
    expect(view.body).toMatchObject({ projectTitle: 'Rose forearm', artistName: 'Mara Lind' });
    expect(view.body.images.map((i: { kind: string }) => i.kind)).toEqual(['design']);

    const refused = await request(app).post(`${link}/changes`).send({ name: 'Bea', message: ' ' });
    expect(refused.status).toBe(400);
    const message = 'Could the stem be thinner, and the rose a little smaller?';
    const sent = await request(app).post(`${link}/changes`).send({ name: 'Bea Approval', message });
    expect(sent.status).toBe(201);

    const record = await artist.call('get', `/api/client-projects/${projectId}/approval`);
    expect(record.body).toMatchObject({
      status: 'pending',
      changeRequests: [{ name: 'Bea Approval', message, at: sent.body.askedAt }],
    });
    const bell = await artist.call('get', '/api/notifications');
    expect(bell.body.notifications).toContainEqual(
      expect.objectContaining({
        kind: 'design_changes_requested',
        title: 'Bea Approval asked for changes to “Rose forearm”',
        body: message,
      }),
    );
    // The link still opens: the client may approve this version after all.
    expect((await request(app).get(link)).status).toBe(200);
    // A new version keeps the conversation beside it.
    await artist
      .call('post', `/api/client-projects/${projectId}/approval`, { designItemId: design })
      .expect(201);
    const again = await artist.call('get', `/api/client-projects/${projectId}/approval`);
    expect(again.body.changeRequests).toHaveLength(1);
    expectLinkRefused(await request(app).post(`${link}/changes`).send({ name: 'x', message }));
  });

  it('refuses a stencil or a body preview as the design', async () => {
    const artist = await createArtist(app, db, { plan: 'pro' });
    const projectId = await projectWithAppointment(artist);
    const preview = await galleryItem(artist, 'Body preview', 40, 'body_preview');
    const stencil = await galleryItem(artist, 'Rose stencil', 40, 'stencil');
    const design = await galleryItem(artist, 'Rose', 40);
    const base = `/api/client-projects/${projectId}/approval`;
    for (const body of [
      { designItemId: preview },
      { designItemId: stencil },
      { designItemId: design, stencilItemId: preview },
      { designItemId: design, placementItemId: stencil },
    ]) {
      const res = await artist.call('post', base, body);
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('APPROVAL_IMAGE_WRONG_KIND');
    }
    const right = await artist.call('post', base, {
      designItemId: design,
      stencilItemId: stencil,
      placementItemId: preview,
    });
    expect(right.status).toBe(201);
  });
});
