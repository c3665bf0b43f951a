import { DEFAULT_TEXT_TEMPLATES } from '@inkforge/domain';
import { describe, expect, it } from 'vitest';
import { createArtist } from '../../test/support/artist';
import { buildTestApp } from '../../test/support/test-app';

const { app, db } = buildTestApp();

describe('GET/PUT /api/settings/texts (issue 44, Deliver 6)', () => {
  it('answers the defaults until set, and keeps what the artist saves', async () => {
    const artist = await createArtist(app, db, { plan: 'pro' });
    const first = await artist.call('get', '/api/settings/texts');
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      configured: true,
      enabled: false,
      reminderHours: [48, 2],
      templates: {},
      overAllowance: 'pause',
      defaults: { reminderHours: [48, 2], templates: DEFAULT_TEXT_TEMPLATES },
    });
    const reminder = '{studio}: {firstName}, see you {date} at {time} 😊 Reply C to confirm.';
    const saved = await artist.call('put', '/api/settings/texts', {
      enabled: true,
      reminderHours: [24],
      templates: { reminder },
      overAllowance: 'credits',
    });
    expect(saved.status).toBe(200);
    expect((await artist.call('get', '/api/settings/texts')).body).toMatchObject({
      enabled: true,
      reminderHours: [24],
      templates: { reminder },
      overAllowance: 'credits',
    });
  });

  it('refuses a template over 3 segments in words, and changes nothing', async () => {
    const artist = await createArtist(app, db, { plan: 'pro' });
    // 100 emoji: UCS-2, 200 units plus the studio's name: more than 3 segments of 67.
    const res = await artist.call('put', '/api/settings/texts', {
      enabled: true,
      templates: { reminder: `{studio}: ${'😊'.repeat(100)}` },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      error: 'TEXT_TEMPLATE_TOO_LONG',
      message: expect.stringMatching(/more than 3 text messages/),
    });
    expect((await artist.call('get', '/api/settings/texts')).body.enabled).toBe(false);
  });

  it('says how many segments the plan includes and how many are used this month', async () => {
    const artist = await createArtist(app, db, { plan: 'premium' });
    const res = await artist.call('get', '/api/texts/usage');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      month: new Date().toISOString().slice(0, 7),
      used: 0,
      allowance: 1000,
      overAllowance: 'pause',
    });
  });
});
