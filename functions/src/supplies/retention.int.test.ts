import { describe, expect, it } from 'vitest';
import { silentLogger } from '../logger';
import { buildTestApp } from '../../test/support/test-app';
import { clientOf, inkArtist, inkOf, record, sessionOf } from '../../test/support/ink-records';
import { sweepExpiredSessionRecords } from './sweep-expired-records';

const { app, db } = buildTestApp();
const YEAR = 365.25 * 86_400_000;

describe("retention of a deleted client's session records (issue 45, deliver 7)", () => {
  it('keeps them with initials only for the retention period, then the sweep removes them', async () => {
    const artist = await inkArtist(app, db);
    await artist.call('put', '/api/settings/records', {
      requireSessionRecord: false,
      recordsRetentionYears: 2,
    });
    const ids = await clientOf(artist, 'Ada King Lovelace');
    const appointmentId = await sessionOf(artist, ids, 3);
    const ink = await inkOf(artist, { lot: 'KEEP-1' });
    await record(artist, appointmentId, [ink.id]);
    await record(artist, appointmentId, [ink.id], { placement: 'Left shoulder' });

    const deleted = await artist.call('delete', `/api/clients/${ids.clientId}`);
    expect(deleted.status).toBe(200);

    const kept = await artist.call('get', `/api/appointments/${appointmentId}/session-record`);
    expect(kept.status).toBe(200);
    expect(kept.body).toMatchObject({ clientInitials: 'A.K.L.', version: 2 });
    expect(JSON.stringify(kept.body)).not.toContain('Lovelace');
    expect(JSON.stringify(kept.body)).not.toContain(ids.email);
    const recall = await artist.call('get', `/api/supplies/${ink.id}/sessions`);
    expect(recall.body.sessions).toEqual([
      expect.objectContaining({ clientName: 'A.K.L.', clientId: null, hasEmail: false }),
    ]);

    const stored = (
      await db.doc(`users/${artist.uid}/sessionRecords/${appointmentId}`).get()
    ).data()!;
    const expiresAt = stored.expiresAt.toDate() as Date;
    expect(Math.abs(expiresAt.getTime() - (Date.now() + 2 * YEAR))).toBeLessThan(60_000);

    const sweep = (at: Date) =>
      sweepExpiredSessionRecords({ db, clock: () => at, logger: silentLogger });
    await sweep(new Date(expiresAt.getTime() - 60_000));
    expect(
      (await artist.call('get', `/api/appointments/${appointmentId}/session-record`)).status,
    ).toBe(200);
    await sweep(new Date(expiresAt.getTime() + 1));
    expect(
      (await artist.call('get', `/api/appointments/${appointmentId}/session-record`)).status,
    ).toBe(404);
    const versions = await db
      .collection(`users/${artist.uid}/sessionRecordVersions`)
      .where('appointmentId', '==', appointmentId)
      .get();
    expect(versions.size).toBe(0);
  });

  it('the retention setting is 3 years unless set, and 1 to 30 whole years', async () => {
    const artist = await inkArtist(app, db);
    expect((await artist.call('get', '/api/settings/records')).body).toEqual({
      requireSessionRecord: false,
      recordsRetentionYears: 3,
    });
    for (const years of [0, 31, 2.5]) {
      const res = await artist.call('put', '/api/settings/records', {
        requireSessionRecord: true,
        recordsRetentionYears: years,
      });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('RECORDS_RETENTION_INVALID');
    }
  });
});
