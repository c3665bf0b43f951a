import { INTAKE_QUESTIONS, SMS_CONSENT_WORDS, type IntakeAnswers } from '@inkforge/domain';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createArtist, type Artist } from '../../test/support/artist';
import { buildTestApp } from '../../test/support/test-app';

const { app, db } = buildTestApp();
const NOES = Object.fromEntries(INTAKE_QUESTIONS.map((q) => [q.key, false])) as IntakeAnswers;

const form = (overrides: object) => ({
  name: 'Noor Intake',
  dateOfBirth: '1990-04-02',
  answers: NOES,
  waiverVersion: 1,
  agreed: true,
  typedSignature: 'Noor Intake',
  ...overrides,
});

/** A client without a phone, booked in London, and their intake link. */
async function intakeLink(artist: Artist): Promise<{ clientId: string; path: string }> {
  const { body: client } = await artist.call('post', '/api/clients', { name: 'Noor Intake' });
  const { body: appointment } = await artist.call('post', '/api/appointments', {
    clientId: client.id,
    title: 'Swallow',
    appointmentDate: '2031-05-06T14:00',
    timezone: 'Europe/London',
  });
  const link = await artist.call('post', `/api/appointments/${appointment.id}/intake-link`);
  return { clientId: client.id, path: `/api${link.body.path as string}` };
}

describe('the intake and texts (issue 44)', () => {
  it('keeps the ticked opt-in with its words and signing time, the phone in E.164', async () => {
    const artist = await createArtist(app, db, { plan: 'pro', timezone: 'Europe/London' });
    const { clientId, path } = await intakeLink(artist);
    const signed = await request(app)
      .post(path)
      .send(form({ phone: '07700 900123', smsConsent: true }));
    expect(signed.status).toBe(201);
    const client = (await db.doc(`users/${artist.uid}/clients/${clientId}`).get()).data()!;
    expect(client.phone).toBe('+447700900123');
    expect(client.smsConsent).toEqual({
      given: true,
      at: signed.body.signedAt,
      source: 'intake',
      words: SMS_CONSENT_WORDS,
    });
  });

  it('an unticked box records nothing; an unreadable phone is 400 PHONE_INVALID', async () => {
    const artist = await createArtist(app, db, { plan: 'pro', timezone: 'Europe/London' });
    const { clientId, path } = await intakeLink(artist);
    const refused = await request(app)
      .post(path)
      .send(form({ phone: '12' }));
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe('PHONE_INVALID');
    const signed = await request(app)
      .post(path)
      .send(form({ phone: '+447700900456' }));
    expect(signed.status).toBe(201);
    const client = (await db.doc(`users/${artist.uid}/clients/${clientId}`).get()).data()!;
    expect(client.smsConsent).toBeUndefined();
  });
});
