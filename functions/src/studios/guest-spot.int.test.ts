import { describe, expect, it } from 'vitest';
import { joinStudio, createTestStudio } from '../../test/support/studio';
import { buildTestApp } from '../../test/support/test-app';

// The app's injectable clock: the guest's last day, then the day after.
let now = new Date('2031-03-14T12:00:00Z');
const { app, db } = buildTestApp({ clock: () => now });

describe('a guest artist', () => {
  it('is refused on the first call the day after their spot, and keeps their own clients', async () => {
    now = new Date('2031-03-14T12:00:00Z');
    const studio = await createTestStudio(app, db, { timezone: 'Europe/Berlin' });
    const guest = await joinStudio(app, db, studio.id, 'guest', {
      plan: 'pro',
      guestFrom: '2031-03-10',
      guestUntil: '2031-03-14',
    });
    const client = await guest.call('post', '/api/clients', { name: 'Guest’s Client' });
    expect(client.status).toBe(201);
    const during = await guest.call('get', '/api/studios/mine');
    expect(during.status).toBe(200);
    expect(during.body.role).toBe('guest');

    // 23:30 in Berlin on the last day: still theirs.
    now = new Date('2031-03-14T22:30:00Z');
    expect((await guest.call('get', '/api/studios/mine')).status).toBe(200);

    // 00:30 the day after, in the studio's zone: the next call is refused.
    now = new Date('2031-03-14T23:30:00Z');
    const after = await guest.call('get', '/api/studios/mine');
    expect(after.status).toBe(404);
    expect(after.body.error).toBe('STUDIO_NOT_FOUND');
    const invite = await guest.call('patch', `/api/studios/${studio.id}/members/${guest.uid}`, {
      guestUntil: '2031-12-31',
    });
    expect(invite.status).toBe(404);

    const clients = await guest.call('get', '/api/clients');
    expect(clients.status).toBe(200);
    expect(clients.body.map((c: { name: string }) => c.name)).toEqual(['Guest’s Client']);
  });

  it('is refused before their spot begins', async () => {
    now = new Date('2031-03-09T12:00:00Z');
    const studio = await createTestStudio(app, db);
    const guest = await joinStudio(app, db, studio.id, 'guest', {
      guestFrom: '2031-03-10',
      guestUntil: '2031-03-14',
    });
    expect((await guest.call('get', '/api/studios/mine')).status).toBe(404);
    now = new Date('2031-03-10T00:00:00Z');
    expect((await guest.call('get', '/api/studios/mine')).status).toBe(200);
  });
});
