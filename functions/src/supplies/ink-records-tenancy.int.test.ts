import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/support/test-app';
import { clientOf, inkArtist, inkOf, record, sessionOf } from '../../test/support/ink-records';

const { app, db } = buildTestApp();

describe("another artist's ink records (issue 45)", () => {
  it('answer 404 on every route that names them, and lists hold none of them', async () => {
    const owner = await inkArtist(app, db);
    const other = await inkArtist(app, db);
    const ids = await clientOf(owner, 'Ada Lovelace');
    const appointmentId = await sessionOf(owner, ids, 1);
    const ink = await inkOf(owner);
    await record(owner, appointmentId, [ink.id]);
    await owner.call('post', '/api/sterilisation/cycles', {
      machine: 'Statim',
      cycleNumber: '1',
      date: '2026-01-05',
      result: 'pass',
      operator: 'Sam',
    });
    await owner.call('post', '/api/sterilisation/spore-tests', {
      machine: 'Statim',
      date: '2026-01-06',
      kind: 'self',
      result: 'fail',
    });

    const otherInk = await inkOf(other);
    const named: [ReturnType<typeof other.call>, string][] = [
      [other.call('patch', `/api/supplies/${ink.id}`, { state: 'finished' }), 'SUPPLY_NOT_FOUND'],
      [other.call('get', `/api/supplies/${ink.id}/sessions`), 'SUPPLY_NOT_FOUND'],
      [
        other.call('post', `/api/supplies/${ink.id}/recall-notice`, { message: 'Recalled' }),
        'SUPPLY_NOT_FOUND',
      ],
      [
        other.call('put', `/api/appointments/${appointmentId}/session-record`, {
          supplyIds: [otherInk.id],
          placement: 'Arm',
        }),
        'APPOINTMENT_NOT_FOUND',
      ],
      [
        other.call('get', `/api/appointments/${appointmentId}/session-record`),
        'SESSION_RECORD_NOT_FOUND',
      ],
    ];
    for (const [pending, code] of named) {
      const res = await pending;
      expect(res.status, code).toBe(404);
      expect(res.body.error).toBe(code);
    }
    // The other artist's own appointment cannot pick the owner's ink either.
    const theirs = await sessionOf(other, await clientOf(other, 'Grace Hopper'), 1);
    const picked = await other.call('put', `/api/appointments/${theirs}/session-record`, {
      supplyIds: [ink.id],
      placement: 'Arm',
    });
    expect(picked.status).toBe(404);
    expect(picked.body.error).toBe('SUPPLY_NOT_FOUND');

    expect((await other.call('get', '/api/supplies')).body.supplies).toHaveLength(1);
    expect((await other.call('get', '/api/sterilisation/cycles')).body.cycles).toEqual([]);
    expect((await other.call('get', '/api/sterilisation/spore-tests')).body.tests).toEqual([]);
    // The owner's ink is untouched.
    const mine = await owner.call('get', '/api/supplies');
    expect(mine.body.supplies[0]).toMatchObject({ id: ink.id, status: 'open' });
  });
});
