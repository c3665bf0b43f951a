import { INTAKE_QUESTIONS, type IntakeAnswers } from '@inkforge/domain';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { createArtist, type Artist } from '../../test/support/artist';
import { buildTestApp } from '../../test/support/test-app';

/**
 * Issue 49: the intake is pre-filled with what the studio has on the client's card, and what
 * the client signs (date of birth, a missing phone or e-mail) reaches that card.
 */
const { app, db } = buildTestApp();

const NOES = Object.fromEntries(INTAKE_QUESTIONS.map((q) => [q.key, false])) as IntakeAnswers;
const form = (overrides: object = {}) => ({
  name: 'Noor Known',
  dateOfBirth: '1988-11-23',
  allergies: 'Nickel',
  answers: { ...NOES, diabetes: true },
  waiverVersion: 1,
  agreed: true,
  typedSignature: 'Noor Known',
  ...overrides,
});

async function linkFor(artist: Artist, clientId: string, day: string) {
  const appointment = await artist.call('post', '/api/appointments', {
    clientId,
    title: 'Fern session',
    appointmentDate: `${day}T11:00`,
    allowOverlap: true,
  });
  const link = await artist.call('post', `/api/appointments/${appointment.body.id}/intake-link`);
  expect(link.status).toBe(201);
  return `/api${link.body.path as string}`;
}

const cardOf = async (artist: Artist, clientId: string) =>
  (await db.doc(`users/${artist.uid}/clients/${clientId}`).get()).data() ?? {};

describe('the intake knows the client (issue 49)', () => {
  let artist: Artist;
  beforeAll(async () => {
    artist = await createArtist(app, db, { plan: 'pro' });
  });

  it("pre-fills the card's name, e-mail and phone, and never an earlier form's answers", async () => {
    const client = await artist.call('post', '/api/clients/enhanced', {
      name: 'Noor Known',
      email: 'noor@example.com',
      phone: '+44 7700 900123',
      allergies: 'Latex',
      medicalNotes: 'Faints at needles',
    });
    const first = await linkFor(artist, client.body.id as string, '2031-05-06');
    const view = await request(app).get(first);
    expect(view.status).toBe(200);
    // Issue 44: the card's phone is kept in E.164.
    expect(view.body.client).toEqual({
      name: 'Noor Known',
      email: 'noor@example.com',
      phone: '+447700900123',
    });
    expect(view.text).not.toContain('Latex');
    expect(view.text).not.toContain('Faints');

    await request(app).post(first).send(form()).expect(201);
    const second = await linkFor(artist, client.body.id as string, '2031-06-06');
    const next = await request(app).get(second);
    expect(next.body.client).toEqual({
      name: 'Noor Known',
      email: 'noor@example.com',
      phone: '+447700900123',
    });
    // The earlier form's declarations stay with the artist.
    expect(next.text).not.toContain('Nickel');
    expect(next.text).not.toContain('1988-11-23');
    expect(next.text).not.toMatch(/diabetes|answers|allergies/i);
  });

  it("copies the date of birth to the card; fills a missing phone, keeps the card's e-mail", async () => {
    const client = await artist.call('post', '/api/clients/enhanced', {
      name: 'Noor Known',
      email: 'noor@example.com',
      dateOfBirth: '1989-01-01',
    });
    const id = client.body.id as string;
    const appointment = await artist.call('post', '/api/appointments', {
      clientId: id,
      title: 'Fern session',
      appointmentDate: '2031-07-06T11:00',
      allowOverlap: true,
    });
    const made = await artist.call('post', `/api/appointments/${appointment.body.id}/intake-link`);
    const link = `/api${made.body.path as string}`;
    const signed = await request(app)
      .post(link)
      .send(form({ email: 'someone.else@example.com', phone: '+44 7700 900456' }));
    expect(signed.status).toBe(201);

    const card = await cardOf(artist, id);
    expect(card).toMatchObject({
      name: 'Noor Known',
      dateOfBirth: '1988-11-23',
      email: 'noor@example.com',
      phone: '+447700900456',
    });
    // What the artist reads on the client's record.
    const list = await artist.call('get', '/api/clients/enhanced');
    expect((list.body as { id: string }[]).find((c) => c.id === id)).toMatchObject({
      dateOfBirth: '1988-11-23',
      phone: '+447700900456',
      email: 'noor@example.com',
    });
    // The signed form keeps what the client wrote, for the artist to compare.
    const status = await artist.call('get', `/api/appointments/${appointment.body.id}/intake`);
    expect(status.body.form.email).toBe('someone.else@example.com');
  });

  it('fills an e-mail the card lacked', async () => {
    const client = await artist.call('post', '/api/clients/enhanced', { name: 'Noor Known' });
    const id = client.body.id as string;
    const link = await linkFor(artist, id, '2031-08-06');
    expect((await request(app).get(link)).body.client).toEqual({ name: 'Noor Known' });
    await request(app)
      .post(link)
      .send(form({ email: 'noor@example.com' }))
      .expect(201);
    expect(await cardOf(artist, id)).toMatchObject({
      email: 'noor@example.com',
      dateOfBirth: '1988-11-23',
    });
  });
});
