import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/support/test-app';
import {
  clientOf,
  dayFrom,
  inkArtist,
  inkOf,
  record,
  sessionOf,
} from '../../test/support/ink-records';

const { app, db } = buildTestApp();

describe('the session record (issue 45, deliver 2)', () => {
  it('refuses an expired or a recalled supply without a reason and keeps the reason given', async () => {
    const artist = await inkArtist(app, db);
    const ids = await clientOf(artist, 'Ada Lovelace');
    const appointmentId = await sessionOf(artist, ids, 1);
    const good = await inkOf(artist);
    const expired = await inkOf(artist, { name: 'Old Black', expiresOn: dayFrom(-30) });
    const recalled = await inkOf(artist, { name: 'Bad Blue' });
    await artist.call('patch', `/api/supplies/${recalled.id}`, { state: 'recalled' });

    for (const bad of [expired.id, recalled.id]) {
      const res = await artist.call('put', `/api/appointments/${appointmentId}/session-record`, {
        supplyIds: [good.id, bad],
        placement: 'Left forearm',
      });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('SUPPLY_NEEDS_REASON');
      expect(res.body.message).toMatch(/say why it was used/);
    }
    const missing = await artist.call('get', `/api/appointments/${appointmentId}/session-record`);
    expect(missing.status).toBe(404);

    const saved = await record(artist, appointmentId, [good.id, expired.id, recalled.id], {
      reasons: {
        [expired.id]: 'Client asked for the exact shade; sealed bottle',
        [recalled.id]: 'Used before the recall notice arrived',
      },
    });
    const reasons = Object.fromEntries(
      saved.supplies.map((s: { id: string; reason: string | null }) => [s.id, s.reason]),
    );
    expect(reasons).toEqual({
      [good.id]: null,
      [expired.id]: 'Client asked for the exact shade; sealed bottle',
      [recalled.id]: 'Used before the recall notice arrived',
    });
    const read = await artist.call('get', `/api/appointments/${appointmentId}/session-record`);
    expect(read.body.supplies).toEqual(saved.supplies);
    expect(read.body.clientInitials).toBe('A.L.');
  });

  it('a correction writes a new version and keeps the earlier one with its time', async () => {
    const artist = await inkArtist(app, db);
    const ids = await clientOf(artist, 'Grace Hopper');
    const appointmentId = await sessionOf(artist, ids, 0, 'in_progress');
    const red = await inkOf(artist, { name: 'Red' });
    const black = await inkOf(artist, { name: 'Black' });

    const first = await record(artist, appointmentId, [red.id], { placement: 'Right calf' });
    expect(first.version).toBe(1);
    // The same content again (a double tap) is not a correction.
    const again = await record(artist, appointmentId, [red.id], { placement: 'Right calf' });
    expect(again.version).toBe(1);
    expect(again.versions).toEqual([]);

    const corrected = await record(artist, appointmentId, [red.id, black.id], {
      placement: 'Right calf, outer',
      notes: 'Black added for the outline',
    });
    expect(corrected.version).toBe(2);
    expect(corrected.versions).toHaveLength(1);
    expect(corrected.versions[0]).toMatchObject({
      version: 1,
      placement: 'Right calf',
      recordedAt: first.recordedAt,
    });
    expect(corrected.versions[0].supplies.map((s: { id: string }) => s.id)).toEqual([red.id]);

    // The shelf offers the last session's set first.
    const shelf = await artist.call('get', '/api/supplies?state=open');
    expect(shelf.body.lastSessionSupplyIds).toEqual([red.id, black.id]);

    const read = await artist.call('get', `/api/appointments/${appointmentId}/session-record`);
    expect(read.body.version).toBe(2);
    expect(read.body.placement).toBe('Right calf, outer');
    expect(read.body.versions[0].placement).toBe('Right calf');
  });

  it('a visit ahead or cancelled has no record yet; an unknown cycle or supply is refused', async () => {
    const artist = await inkArtist(app, db);
    const ids = await clientOf(artist, 'Alan Turing');
    const ink = await inkOf(artist);
    const ahead = await sessionOf(artist, ids, -3, 'scheduled');
    const cancelled = await sessionOf(artist, ids, 2, 'cancelled');
    for (const id of [ahead, cancelled]) {
      const res = await artist.call('put', `/api/appointments/${id}/session-record`, {
        supplyIds: [ink.id],
        placement: 'Back',
      });
      expect(res.status).toBe(409);
      expect(res.body.error).toBe('SESSION_RECORD_TOO_EARLY');
    }
    const done = await sessionOf(artist, ids, 1);
    const put = (body: object) =>
      artist.call('put', `/api/appointments/${done}/session-record`, {
        supplyIds: [ink.id],
        placement: 'Back',
        ...body,
      });
    expect((await put({ cycleId: 'nope' })).body.error).toBe('STERILISATION_CYCLE_NOT_FOUND');
    expect((await put({ supplyIds: ['nope'] })).body.error).toBe('SUPPLY_NOT_FOUND');
    expect((await put({ supplyIds: [] })).body.error).toBe('SESSION_SUPPLIES_REQUIRED');
    expect((await put({ placement: '' })).body.error).toBe('SESSION_PLACEMENT_REQUIRED');
  });

  it('with the setting on, the balance is not marked paid until the session is recorded', async () => {
    const artist = await inkArtist(app, db);
    const ids = await clientOf(artist, 'Mary Somerville');
    const appointmentId = await sessionOf(artist, ids, 1);
    const settings = await artist.call('put', '/api/settings/records', {
      requireSessionRecord: true,
      recordsRetentionYears: 5,
    });
    expect(settings.status).toBe(200);
    const pay = (amount: number) =>
      artist.call('post', '/api/project-payments', { projectId: ids.projectId, amount });

    // A part payment is not the balance: it goes.
    expect((await pay(100)).status).toBe(201);
    const refused = await pay(200);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe('SESSION_RECORD_REQUIRED');
    expect(refused.body.message).toMatch(/record the inks and needles/);

    await record(artist, appointmentId, [(await inkOf(artist)).id]);
    expect((await pay(200)).status).toBe(201);
  });
});
