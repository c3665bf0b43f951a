import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createArtist, type Artist } from '../../test/support/artist';
import { lineArtPng } from '../../test/support/images';
import { inboxOf } from '../../test/support/mail-catcher';
import { buildTestApp } from '../../test/support/test-app';

// Issue 34: "E-mail to client" beside "Copy": the client gets the intake link by mail.

const { app, db } = buildTestApp();
const origin = loadConfig().appOrigin;

async function booked(artist: Artist, email?: string) {
  const { body: client } = await artist.call('post', '/api/clients/enhanced', {
    name: 'Ada Lovelace',
    ...(email ? { email } : {}),
  });
  const res = await artist.call('post', '/api/appointments', {
    clientId: client.id,
    title: 'Koi sleeve, session 1',
    appointmentDate: `${new Date().getUTCFullYear() + 1}-05-05T11:00`,
    timezone: 'Europe/Berlin',
    duration: 180,
    type: 'tattoo_session',
    allowOverlap: true,
  });
  expect(res.status, res.text).toBe(201);
  return String(res.body.id);
}

describe('the intake link by e-mail (issue 34)', () => {
  it('mails the client a link that opens the form; the link shown before stops', async () => {
    const artist = await createArtist(app, db, { plan: 'pro', timezone: 'Europe/Berlin' });
    await artist.call('put', '/api/profile/reminders', {
      hoursBefore: 24,
      studioName: 'Black Lotus Tattoo',
    });
    const email = `client-${randomUUID()}@example.test`;
    const id = await booked(artist, email);
    const shown = await artist.call('post', `/api/appointments/${id}/intake-link`);
    expect(shown.status).toBe(201);

    const sent = await artist.call('post', `/api/appointments/${id}/intake-link/email`);
    expect(sent.status, sent.text).toBe(200);
    expect(sent.body).toEqual({ status: 'sent', to: email });

    const mails = await inboxOf(email);
    const mail = mails.find((m) => m.subject.startsWith('Your consent form for your tattoo'));
    expect(mail?.subject).toContain('Black Lotus Tattoo');
    const link = new RegExp(`${origin}(/intake/[A-Za-z0-9_-]{43})`).exec(mail?.text ?? '')?.[1];
    expect(link).toBeDefined();
    expect(mail?.html).toContain(link);
    const form = await request(app).get(`/api${link!}`);
    expect(form.status).toBe(200);
    expect(form.body.appointmentTitle).toBe('Koi sleeve, session 1');
    expect(form.body.state).toBe('open');
    // The link shown before no longer opens the form: it says a newer one replaced it.
    const before = await request(app).get(`/api${String(shown.body.path)}`);
    expect(before.body.state).toBe('replaced');

    // The artist sees it among the appointment's mails.
    const list = await artist.call('get', '/api/appointment-mail');
    expect(list.body.mails).toContainEqual(
      expect.objectContaining({ appointmentId: id, kind: 'intake_link', status: 'sent' }),
    );
  });

  it('says in words why not: no client e-mail, another artist, a signed form', async () => {
    const artist = await createArtist(app, db, { plan: 'pro' });
    const other = await createArtist(app, db, { plan: 'pro' });
    const noAddress = await booked(artist);
    const refused = await artist.call('post', `/api/appointments/${noAddress}/intake-link/email`);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      error: 'INTAKE_EMAIL_NO_ADDRESS',
      message: expect.stringContaining('copy the link'),
    });
    const id = await booked(artist, `c-${randomUUID()}@example.test`);
    const stranger = await other.call('post', `/api/appointments/${id}/intake-link/email`);
    expect(stranger.status).toBe(404);
  });
});

describe('the design approval link by e-mail (issue 34)', () => {
  it('mails the client the link as it is made; the page it opens names the design', async () => {
    const artist = await createArtist(app, db, { plan: 'pro' });
    await artist.call('put', '/api/profile/reminders', {
      hoursBefore: 24,
      studioName: 'Black Lotus Tattoo',
    });
    const email = `client-${randomUUID()}@example.test`;
    const client = await artist.call('post', '/api/clients/enhanced', { name: 'Bea', email });
    const project = await artist.call('post', '/api/client-projects', {
      clientId: client.body.id,
      title: 'Rose forearm',
    });
    const upload = await request(app)
      .post('/api/photo-editor/upload')
      .set('Authorization', `Bearer ${artist.idToken}`)
      .attach('image', await lineArtPng(64), { filename: 'a.png', contentType: 'image/png' });
    const item = await artist.call('post', '/api/gallery', {
      imageUrl: upload.body.imageUrl,
      type: 'tattoo',
      title: 'Rose design',
    });
    const made = await artist.call(
      'post',
      `/api/client-projects/${String(project.body.id)}/approval`,
      {
        designItemId: item.body.id,
        emailClient: true,
      },
    );
    expect(made.status, made.text).toBe(201);
    expect(made.body.emailed).toBe('sent');
    const mail = (await inboxOf(email)).find((m) =>
      m.subject.startsWith('Your design to approve from Black Lotus Tattoo'),
    );
    expect(mail?.text).toContain(`${origin}${String(made.body.path)}`);
    const page = await request(app).get(`/api${String(made.body.path)}`);
    expect(page.status).toBe(200);

    // Without an address on the card, the link is still made and the answer says why no mail.
    const silent = await artist.call('post', '/api/clients/enhanced', { name: 'No Mail' });
    const other = await artist.call('post', '/api/client-projects', {
      clientId: silent.body.id,
      title: 'Fern',
    });
    const unsent = await artist.call(
      'post',
      `/api/client-projects/${String(other.body.id)}/approval`,
      {
        designItemId: item.body.id,
        emailClient: true,
      },
    );
    expect(unsent.status).toBe(201);
    expect(unsent.body.emailed).toBe('no_address');
  });
});
