import { INTAKE_QUESTIONS, type IntakeAnswers } from '@inkforge/domain';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { createArtist, type Artist } from '../../test/support/artist';
import { lineArtPng } from '../../test/support/images';
import { buildTestApp } from '../../test/support/test-app';

/**
 * Issue 49: a link the client opens again says what was done and when (or why it stopped and
 * what to do), with the artist's header, instead of one "no longer works" error.
 */
const { app, db } = buildTestApp();
// The same stack eight days later: a seven-day link has expired by then.
const later = buildTestApp({ clock: () => new Date(Date.now() + 8 * 86_400_000) }).app;

const NOES = Object.fromEntries(INTAKE_QUESTIONS.map((q) => [q.key, false])) as IntakeAnswers;
const FORM = {
  name: 'Ada Used',
  dateOfBirth: '1990-04-02',
  answers: NOES,
  waiverVersion: 1,
  agreed: true,
  typedSignature: 'Ada Used',
};

async function studio(): Promise<Artist> {
  const artist = await createArtist(app, db, { plan: 'pro' });
  await db.doc(`users/${artist.uid}`).update({
    displayName: 'Mara Lind',
    locale: 'en-US',
    timezone: 'America/New_York',
    'publicProfile.accentColor': '#1d4ed8',
  });
  return artist;
}

async function intakeLink(artist: Artist): Promise<{ appointmentId: string; link: string }> {
  const client = await artist.call('post', '/api/clients/enhanced', { name: 'Ada Used' });
  const appointment = await artist.call('post', '/api/appointments', {
    clientId: client.body.id,
    title: 'Koi session',
    appointmentDate: '2031-05-06T14:00',
    allowOverlap: true,
  });
  const appointmentId = appointment.body.id as string;
  return { appointmentId, link: await newIntakeLink(artist, appointmentId) };
}

async function newIntakeLink(artist: Artist, appointmentId: string) {
  const res = await artist.call('post', `/api/appointments/${appointmentId}/intake-link`);
  expect(res.status).toBe(201);
  return `/api${res.body.path as string}`;
}

const header = {
  artistName: 'Mara Lind',
  accentColor: '#1d4ed8',
  appointmentTitle: 'Koi session',
  locale: 'en-US',
  timezone: expect.any(String),
  appointmentDate: expect.any(String),
  studio: expect.any(Object),
};

describe('an intake link opened again says what became of it (issue 49)', () => {
  let artist: Artist;
  beforeAll(async () => {
    artist = await studio();
  });

  it('signed: when, with the signed copy while the link that signed has not expired', async () => {
    const { link } = await intakeLink(artist);
    const signed = await request(app).post(link).send(FORM);
    expect(signed.status).toBe(201);

    const again = await request(app).get(link);
    expect(again.status).toBe(200);
    expect(again.body).toEqual({
      state: 'signed',
      ...header,
      avatarUrl: null,
      signedAt: signed.body.signedAt,
      copyAvailable: true,
    });
    // Nothing of what was declared is in the answer: only the PDF carries it.
    expect(again.text).not.toContain('1990-04-02');

    const copy = await request(app).get(`${link}/signed.pdf`).buffer(true);
    expect(copy.status).toBe(200);
    expect(copy.type).toBe('application/pdf');
    expect(copy.headers['cache-control']).toBe('private, no-store');
    expect((copy.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');

    // Past the link's expiry it no longer proves who holds it: the date stays, the copy goes.
    const expired = await request(later).get(link);
    expect(expired.body).toMatchObject({ state: 'signed', copyAvailable: false });
    const refused = await request(later).get(`${link}/signed.pdf`);
    expect(refused.status).toBe(404);
    expect(refused.body.error).toBe('INTAKE_LINK_INVALID');
    // Signing again is still refused.
    expect((await request(app).post(link).send(FORM)).status).toBe(404);
  });

  it('replaced, revoked and expired links say so; a replaced one reads "signed" once signed', async () => {
    const { appointmentId, link: first } = await intakeLink(artist);
    const second = await newIntakeLink(artist, appointmentId);
    expect((await request(app).get(first)).body).toEqual({
      state: 'replaced',
      ...header,
      avatarUrl: null,
    });
    expect((await request(app).get(`${first}/signed.pdf`)).status).toBe(404);
    expect((await request(later).get(second)).body).toMatchObject({ state: 'expired' });

    await artist.call('delete', `/api/appointments/${appointmentId}/intake-link`).expect(200);
    expect((await request(app).get(second)).body).toMatchObject({ state: 'revoked' });

    const third = await newIntakeLink(artist, appointmentId);
    await request(app).post(third).send(FORM).expect(201);
    // The appointment's form is signed: every earlier link says so, none hands out the copy.
    expect((await request(app).get(first)).body).toMatchObject({
      state: 'signed',
      copyAvailable: false,
    });
    expect((await request(app).get(`${first}/signed.pdf`)).status).toBe(404);
  });

  it('a link whose appointment was deleted, or never issued, is still the one 404', async () => {
    const { appointmentId, link } = await intakeLink(artist);
    await request(app).post(link).send(FORM).expect(201);
    await artist.call('delete', `/api/appointments/${appointmentId}`).expect(200);
    for (const res of [
      await request(app).get(link),
      await request(app).get(`${link}/signed.pdf`),
      await request(app).get(`/api/intake/${'A'.repeat(43)}`),
      await request(app).get(`/api/intake/${'A'.repeat(43)}/signed.pdf`),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body.error).toBe('INTAKE_LINK_INVALID');
    }
  });
});

describe('an approval link opened again says what became of it (issue 49)', () => {
  let artist: Artist;
  let design: string;
  beforeAll(async () => {
    artist = await studio();
    const upload = await request(app)
      .post('/api/photo-editor/upload')
      .set('Authorization', `Bearer ${artist.idToken}`)
      .attach('image', await lineArtPng(40), { filename: 'a.png', contentType: 'image/png' });
    const item = await artist.call('post', '/api/gallery', {
      imageUrl: upload.body.imageUrl,
      type: 'tattoo',
      title: 'Rose',
    });
    design = item.body.id as string;
  });

  async function approvalLink(projectId?: string) {
    let id = projectId;
    if (!id) {
      const client = await artist.call('post', '/api/clients/enhanced', { name: 'Bea Used' });
      const project = await artist.call('post', '/api/client-projects', {
        clientId: client.body.id,
        title: 'Rose forearm',
      });
      id = project.body.id as string;
    }
    const asked = await artist.call('post', `/api/client-projects/${id}/approval`, {
      designItemId: design,
    });
    expect(asked.status).toBe(201);
    return { projectId: id, link: `/api${asked.body.path as string}` };
  }

  const approvalHeader = {
    projectTitle: 'Rose forearm',
    artistName: 'Mara Lind',
    accentColor: '#1d4ed8',
    avatarUrl: null,
    locale: 'en-US',
    timezone: 'America/New_York',
    studio: expect.any(Object),
  };

  it('approved: when and by whom, with what was approved', async () => {
    const { link } = await approvalLink();
    const approved = await request(app).post(link).send({ name: 'Bea Used', agreed: true });
    expect(approved.status).toBe(201);
    const again = await request(app).get(link);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({
      state: 'approved',
      ...approvalHeader,
      approvedAt: approved.body.approvedAt,
      approvedBy: 'Bea Used',
      images: [expect.objectContaining({ kind: 'design' })],
    });
    expect((await request(app).post(link).send({ name: 'x', agreed: true })).status).toBe(404);
  });

  it('asked for changes: the link stays open and says when the client asked', async () => {
    const { projectId, link } = await approvalLink();
    const sent = await request(app)
      .post(`${link}/changes`)
      .send({ name: 'Bea Used', message: 'A thinner stem, please.' });
    expect(sent.status).toBe(201);
    expect((await request(app).get(link)).body).toMatchObject({
      state: 'open',
      ...approvalHeader,
      changesAskedAt: sent.body.askedAt,
    });

    // The artist sends the new version: the old link says a newer one exists.
    const { link: newer } = await approvalLink(projectId);
    expect((await request(app).get(link)).body).toEqual({ state: 'replaced', ...approvalHeader });
    const fresh = await request(app).get(newer);
    expect(fresh.body.state).toBe('open');
    expect(fresh.body.changesAskedAt).toBeUndefined();
    expect((await request(later).get(newer)).body).toEqual({
      state: 'expired',
      ...approvalHeader,
    });
  });
});
