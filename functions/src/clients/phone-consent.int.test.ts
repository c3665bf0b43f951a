import { SMS_CONSENT_ARTIST_WORDS } from '@inkforge/domain';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/support/test-app';
import { createArtist } from '../../test/support/artist';

const { app, db } = buildTestApp();

describe('client phones and consent to texts (issue 44)', () => {
  it('stores a national number in E.164 for the studio country from its time zone', async () => {
    const artist = await createArtist(app, db, { plan: 'pro', timezone: 'Europe/London' });
    const res = await artist.call('post', '/api/clients', { name: 'Ada', phone: '07700 900123' });
    expect(res.status).toBe(201);
    expect(res.body.phone).toBe('+447700900123');
    const stored = await db.doc(`users/${artist.uid}/clients/${res.body.id}`).get();
    expect(stored.get('phone')).toBe('+447700900123');
  });

  it('refuses a phone that does not parse with 400 PHONE_INVALID in words', async () => {
    const artist = await createArtist(app, db, { plan: 'pro' });
    for (const [method, path] of [
      ['post', '/api/clients'],
      ['post', '/api/clients/enhanced'],
    ] as const) {
      const res = await artist.call(method, path, { name: 'Bo', phone: '12345' });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        error: 'PHONE_INVALID',
        message:
          "We couldn't read that phone number. Include the country code, e.g. +44 7700 900123.",
      });
    }
    const { body: client } = await artist.call('post', '/api/clients', { name: 'Bo' });
    const put = await artist.call('put', `/api/clients/${client.id}`, { name: 'Bo', phone: 'x1' });
    expect(put.status).toBe(400);
    expect(put.body.error).toBe('PHONE_INVALID');
    expect((await artist.call('get', '/api/clients')).body).toHaveLength(1);
  });

  it('keeps a consent given in person with its words and time; false withdraws it', async () => {
    const artist = await createArtist(app, db, { plan: 'pro' });
    const before = Date.now();
    const created = await artist.call('post', '/api/clients/enhanced', {
      name: 'Cy',
      phone: '+44 7700 900456',
      smsConsent: true,
    });
    expect(created.status).toBe(201);
    expect(created.body.smsConsent).toMatchObject({
      given: true,
      source: 'artist',
      words: SMS_CONSENT_ARTIST_WORDS,
    });
    expect(Date.parse(created.body.smsConsent.at)).toBeGreaterThanOrEqual(before - 1000);

    // The edit dialog without the field leaves the consent as it is.
    const kept = await artist.call('put', `/api/clients/${created.body.id}`, {
      name: 'Cy Two',
      phone: '+447700900456',
    });
    expect(kept.body.smsConsent.given).toBe(true);

    const withdrawn = await artist.call('put', `/api/clients/${created.body.id}`, {
      name: 'Cy Two',
      phone: '+447700900456',
      smsConsent: false,
    });
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body.smsConsent).toMatchObject({ given: false, source: 'artist' });
    const stored = await db.doc(`users/${artist.uid}/clients/${created.body.id}`).get();
    expect(stored.get('smsConsent.given')).toBe(false);
  });
});
