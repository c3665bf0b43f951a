import { SMS_CONSENT_WORDS } from '@inkforge/domain';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/support/test-app';
import { createArtist } from '../../test/support/artist';
import { openBooking, requestFields, sendRequest } from '../../test/support/booking';
import { createPageApp } from '../public-page/page-app';

const { app, db, deps } = buildTestApp();
const pages = createPageApp(deps);
const nextYear = new Date().getUTCFullYear() + 1;

describe('the booking form and texts (issue 44)', () => {
  it('keeps the ticked opt-in with its words and time, and the phone in E.164, onto the client', async () => {
    const artist = await createArtist(app, db, { plan: 'pro', timezone: 'Europe/London' });
    const username = await openBooking(artist, db);
    const page = await request(pages).get(`/book/${username}`);
    // The box is there, with its words, and not ticked for the client.
    expect(page.text).toContain(SMS_CONSENT_WORDS.slice(0, 40));
    expect(page.text).toMatch(/<input type="checkbox" name="smsConsent" value="true">/);

    const before = Date.now();
    const id = await sendRequest(
      app,
      username,
      requestFields({ phone: '07700 900123', smsConsent: true }),
    );
    const stored = (await db.doc(`users/${artist.uid}/bookingRequests/${id}`).get()).data()!;
    expect(stored.phone).toBe('+447700900123');
    expect(stored.smsConsent).toMatchObject({
      given: true,
      source: 'booking',
      words: SMS_CONSENT_WORDS,
    });
    expect(Date.parse(stored.smsConsent.at)).toBeGreaterThanOrEqual(before - 1000);

    const accepted = await artist.call('post', `/api/booking-requests/${id}/accept`, {
      appointmentDate: `${nextYear}-03-10T11:00`,
      deposit: 0,
    });
    expect(accepted.status).toBe(200);
    const { body: clients } = await artist.call('get', '/api/clients/enhanced');
    expect(clients[0]).toMatchObject({
      phone: '+447700900123',
      smsConsent: { given: true, source: 'booking', words: SMS_CONSENT_WORDS },
    });
  });

  it('an unticked box is no consent; a phone that does not parse is 400 PHONE_INVALID', async () => {
    const artist = await createArtist(app, db, { plan: 'pro', timezone: 'Europe/London' });
    const username = await openBooking(artist, db);
    const id = await sendRequest(app, username, requestFields({ phone: '+44 7700 900456' }));
    const stored = (await db.doc(`users/${artist.uid}/bookingRequests/${id}`).get()).data()!;
    expect(stored.smsConsent).toBeUndefined();

    const res = await request(app)
      .post(`/api/public/booking/${username}/requests`)
      .send(requestFields({ phone: '+44 12 34' }));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      error: 'PHONE_INVALID',
      message:
        "We couldn't read that phone number. Include the country code, e.g. +44 7700 900123.",
    });
  });
});
