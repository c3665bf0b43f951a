import { describe, expect, it } from 'vitest';
import { createArtist } from '../../test/support/artist';
import { buildTestApp } from '../../test/support/test-app';

const { app, db } = buildTestApp();

describe('the photo-consent record', () => {
  it('keeps the address the server saw, not one the browser claims', async () => {
    const artist = await createArtist(app, db);
    const post = await artist
      .call('post', '/api/user-consent')
      .set('X-Forwarded-For', '198.51.100.7')
      .send({
        consentType: 'photo_generation_responsibility',
        consentText: 'I accept.',
        ipAddress: '203.0.113.66',
      });
    expect(post.status).toBe(201);
    const got = await artist.call('get', '/api/user-consent/photo_generation_responsibility');
    // In-process the caller is this machine: the loopback address, whatever was claimed.
    expect(got.body.consent.ipAddress).toMatch(/^(::ffff:)?127\.0\.0\.1$|^::1$/);
  });
});
