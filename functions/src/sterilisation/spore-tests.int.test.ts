import { describe, expect, it } from 'vitest';
import type { Artist } from '../../test/support/artist';
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

async function cycle(artist: Artist, machine: string, daysAgo: number) {
  const res = await artist.call('post', '/api/sterilisation/cycles', {
    machine,
    cycleNumber: `${machine}-${daysAgo}`,
    date: dayFrom(-daysAgo),
    result: 'pass',
    operator: 'Sam',
  });
  expect(res.status).toBe(201);
  return res.body.id as string;
}

const sporeTest = (artist: Artist, machine: string, daysAgo: number, result: 'pass' | 'fail') =>
  artist.call('post', '/api/sterilisation/spore-tests', {
    machine,
    date: dayFrom(-daysAgo),
    kind: 'lab',
    lab: 'BioTest Labs',
    result,
  });

describe('sterilisation log (issue 45, deliver 5)', () => {
  it('a failed spore test lists exactly the sessions since the last pass on that machine', async () => {
    const artist = await inkArtist(app, db);
    const ada = await clientOf(artist, 'Ada Lovelace');
    const grace = await clientOf(artist, 'Grace Hopper');
    const ink = (await inkOf(artist)).id;

    const before = await cycle(artist, 'Statim A', 20); // before the last pass: vouched for
    const after1 = await cycle(artist, 'Statim A', 8);
    const after2 = await cycle(artist, 'Statim A', 3);
    const otherMachine = await cycle(artist, 'Lisa B', 4);

    const s1 = await sessionOf(artist, ada, 20);
    const s2 = await sessionOf(artist, ada, 8);
    const s3 = await sessionOf(artist, grace, 3);
    const s4 = await sessionOf(artist, grace, 4);
    const s5 = await sessionOf(artist, grace, 2);
    await record(artist, s1, [ink], { cycleId: before });
    await record(artist, s2, [ink], { cycleId: after1 });
    await record(artist, s3, [ink], { cycleId: after2 });
    await record(artist, s4, [ink], { cycleId: otherMachine });
    await record(artist, s5, [ink]); // no reusable instrument

    expect((await sporeTest(artist, 'Statim A', 30, 'pass')).status).toBe(201);
    const pass = await sporeTest(artist, 'Statim A', 10, 'pass');
    expect(pass.body.atRisk).toBeNull();
    expect((await sporeTest(artist, 'Lisa B', 1, 'fail')).status).toBe(201);

    const failed = await sporeTest(artist, 'statim a', 1, 'fail');
    expect(failed.status).toBe(201);
    expect(failed.body.atRisk.map((s: { appointmentId: string }) => s.appointmentId)).toEqual([
      s3,
      s2,
    ]);
    expect(failed.body.atRisk.map((s: { clientName: string }) => s.clientName)).toEqual([
      'Grace Hopper',
      'Ada Lovelace',
    ]);

    const listed = await artist.call('get', '/api/sterilisation/spore-tests');
    const statim = listed.body.tests.find((t: { id: string }) => t.id === failed.body.id);
    expect(statim.atRisk).toEqual(failed.body.atRisk);
    const lisa = listed.body.tests.find(
      (t: { machine: string; result: string }) => t.machine === 'Lisa B',
    );
    expect(lisa.atRisk.map((s: { appointmentId: string }) => s.appointmentId)).toEqual([s4]);

    const cycles = await artist.call('get', '/api/sterilisation/cycles?machine=Statim%20A');
    expect(cycles.body.cycles.map((c: { id: string }) => c.id)).toEqual([after2, after1, before]);
  });

  it('refuses a cycle without a machine, a bad date or an unknown result in words', async () => {
    const artist = await inkArtist(app, db);
    const base = {
      machine: 'Statim',
      cycleNumber: 12,
      date: '2026-01-05',
      result: 'pass',
      operator: 'Sam',
    };
    const cases: [object, string][] = [
      [{ machine: '' }, 'STERILISATION_MACHINE_REQUIRED'],
      [{ date: '2026-02-31' }, 'RECORD_DATE_INVALID'],
      [{ result: 'ok' }, 'STERILISATION_RESULT_INVALID'],
      [{ operator: ' ' }, 'STERILISATION_OPERATOR_REQUIRED'],
    ];
    for (const [change, code] of cases) {
      const res = await artist.call('post', '/api/sterilisation/cycles', { ...base, ...change });
      expect(res.status, code).toBe(400);
      expect(res.body.error).toBe(code);
    }
    const test = await artist.call('post', '/api/sterilisation/spore-tests', {
      machine: 'Statim',
      date: '2026-01-05',
      kind: 'mail-in',
      result: 'pass',
    });
    expect(test.body.error).toBe('SPORE_TEST_KIND_INVALID');
  });
});
