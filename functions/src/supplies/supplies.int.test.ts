import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/support/test-app';
import { dayFrom, inkArtist, inkOf } from '../../test/support/ink-records';

const { app, db } = buildTestApp();

describe('supplies on the shelf (issue 45, deliver 1)', () => {
  it('records an ink and a needle; an ink past its date lists as expired', async () => {
    const artist = await inkArtist(app, db);
    const fresh = await inkOf(artist, { lot: 'A-1' });
    expect(fresh.status).toBe('open');
    const old = await inkOf(artist, { lot: 'B-2', expiresOn: dayFrom(-3) });
    expect(old.status).toBe('expired');
    const needle = await artist.call('post', '/api/supplies', {
      kind: 'needle',
      brand: 'Cheyenne',
      name: '1207RL',
      lot: 'N-77',
      expiresOn: dayFrom(500),
      openedOn: dayFrom(0),
    });
    expect(needle.status).toBe(201);
    expect(needle.body).toMatchObject({ kind: 'needle', lot: 'N-77', openedOn: dayFrom(0) });

    const expired = await artist.call('get', '/api/supplies?state=expired');
    expect(expired.body.supplies.map((s: { id: string }) => s.id)).toEqual([old.id]);
    const inks = await artist.call('get', '/api/supplies?kind=ink&state=open');
    expect(inks.body.supplies.map((s: { id: string }) => s.id)).toEqual([fresh.id]);

    const finished = await artist.call('patch', `/api/supplies/${fresh.id}`, { state: 'finished' });
    expect(finished.body.status).toBe('finished');
    const recalled = await artist.call('patch', `/api/supplies/${fresh.id}`, { state: 'recalled' });
    expect(recalled.body.status).toBe('recalled');
    const reopen = await artist.call('patch', `/api/supplies/${fresh.id}`, { state: 'open' });
    expect(reopen.status).toBe(409);
    expect(reopen.body.error).toBe('SUPPLY_RECALLED');
  });

  it('refuses a bad date, a lot over 64 characters and an empty brand in words', async () => {
    const artist = await inkArtist(app, db);
    const base = {
      kind: 'ink',
      brand: 'Eternal',
      name: 'Black',
      lot: 'X',
      expiresOn: '2030-01-01',
    };
    const cases: [object, string][] = [
      [{ expiresOn: '2030-02-30' }, 'RECORD_DATE_INVALID'],
      [{ expiresOn: 'next year' }, 'RECORD_DATE_INVALID'],
      [{ openedOn: '2030-13-01' }, 'RECORD_DATE_INVALID'],
      [{ lot: 'L'.repeat(65) }, 'SUPPLY_LOT_INVALID'],
      [{ brand: '   ' }, 'SUPPLY_BRAND_REQUIRED'],
      [{ kind: 'paint' }, 'SUPPLY_KIND_INVALID'],
    ];
    for (const [change, code] of cases) {
      const res = await artist.call('post', '/api/supplies', { ...base, ...change });
      expect(res.status, code).toBe(400);
      expect(res.body.error).toBe(code);
      expect(res.body.message).toMatch(/\w+ \w+/);
    }
    const ok = await artist.call('post', '/api/supplies', { ...base, lot: 'L'.repeat(64) });
    expect(ok.status).toBe(201);
  });
});
