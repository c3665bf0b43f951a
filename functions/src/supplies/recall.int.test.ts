import { describe, expect, it } from 'vitest';
import { inboxOf } from '../../test/support/mail-catcher';
import { buildTestApp } from '../../test/support/test-app';
import { clientOf, inkArtist, inkOf, record, sessionOf } from '../../test/support/ink-records';

const { app, db } = buildTestApp();

describe('recall in one search (issue 45, deliver 4)', () => {
  it('lists exactly the sessions that used the lot, newest first, with their clients', async () => {
    const artist = await inkArtist(app, db);
    const ada = await clientOf(artist, 'Ada Lovelace');
    const grace = await clientOf(artist, 'Grace Hopper');
    const alan = await clientOf(artist, 'Alan Turing');
    const recalled = await inkOf(artist, { brand: 'Eternal', lot: 'RC-2211' });
    // The same lot on a second bottle: a recall names the lot, not the bottle.
    const secondBottle = await inkOf(artist, { brand: 'eternal', lot: 'rc-2211' });
    const other = await inkOf(artist, { brand: 'Eternal', lot: 'OK-1' });

    const adaOld = await sessionOf(artist, ada, 20);
    const adaNew = await sessionOf(artist, ada, 5);
    const grace1 = await sessionOf(artist, grace, 10);
    const alan1 = await sessionOf(artist, alan, 3);
    await record(artist, adaOld, [recalled.id, other.id]);
    await record(artist, adaNew, [secondBottle.id]);
    await record(artist, grace1, [recalled.id]);
    await record(artist, alan1, [other.id]);
    // A correction that took the lot out: the current record is what counts.
    const corrected = await sessionOf(artist, alan, 2);
    await record(artist, corrected, [recalled.id]);
    await record(artist, corrected, [other.id]);

    const res = await artist.call('get', `/api/supplies/${recalled.id}/sessions`);
    expect(res.status).toBe(200);
    expect(res.body.sessions.map((s: { appointmentId: string }) => s.appointmentId)).toEqual([
      adaNew,
      grace1,
      adaOld,
    ]);
    expect(res.body.sessions.map((s: { clientName: string }) => s.clientName)).toEqual([
      'Ada Lovelace',
      'Grace Hopper',
      'Ada Lovelace',
    ]);
  });

  it('"Notify these clients" pressed twice at once mails each client once and marks the lot recalled', async () => {
    const artist = await inkArtist(app, db);
    const ada = await clientOf(artist, 'Ada Lovelace');
    const grace = await clientOf(artist, 'Grace Hopper');
    const noMail = await clientOf(artist, 'Nomail Person', false);
    const unused = await clientOf(artist, 'Alan Turing');
    const lot = await inkOf(artist, { brand: 'Dynamic', name: 'Triple Black', lot: 'DYN-9' });
    const other = await inkOf(artist);
    await record(artist, await sessionOf(artist, ada, 30), [lot.id]);
    await record(artist, await sessionOf(artist, ada, 4), [lot.id]);
    await record(artist, await sessionOf(artist, grace, 8), [lot.id, other.id]);
    await record(artist, await sessionOf(artist, noMail, 6), [lot.id]);
    await record(artist, await sessionOf(artist, unused, 2), [other.id]);

    const message = 'Dynamic has recalled Triple Black lot DYN-9.\n\nPlease watch the area.';
    const [first, second] = await Promise.all([
      artist.call('post', `/api/supplies/${lot.id}/recall-notice`, { message }),
      artist.call('post', `/api/supplies/${lot.id}/recall-notice`, { message }),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(first.body.supply.status).toBe('recalled');
    expect(first.body.withoutEmail.map((s: { clientName: string }) => s.clientName)).toEqual([
      'Nomail Person',
    ]);
    // Pressed again later: still once.
    expect(
      (await artist.call('post', `/api/supplies/${lot.id}/recall-notice`, { message })).status,
    ).toBe(200);

    // Each saved record also mails its ink passport: only the recall notices are counted.
    const recalls = async (email: string) =>
      (await inboxOf(email)).filter((m) => /was recalled/.test(m.subject));
    await expect.poll(async () => (await recalls(ada.email)).length, { timeout: 10_000 }).toBe(1);
    await expect.poll(async () => (await recalls(grace.email)).length, { timeout: 10_000 }).toBe(1);
    await new Promise((r) => setTimeout(r, 500));
    expect(await recalls(ada.email)).toHaveLength(1);
    expect(await recalls(grace.email)).toHaveLength(1);
    expect(await recalls(unused.email)).toHaveLength(0);
    const [mail] = await recalls(ada.email);
    expect(mail!.subject).toMatch(/was recalled/);
    expect(mail!.text).toContain('Dynamic Triple Black, lot DYN-9');
    expect(mail!.text).toContain('Please watch the area.');
    expect(mail!.text).not.toContain('Grace');

    const shelf = await artist.call('get', '/api/supplies?state=recalled');
    expect(shelf.body.supplies.map((s: { id: string }) => s.id)).toEqual([lot.id]);
  });

  it('refuses an empty message in words', async () => {
    const artist = await inkArtist(app, db);
    const lot = await inkOf(artist);
    const res = await artist.call('post', `/api/supplies/${lot.id}/recall-notice`, {
      message: ' ',
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('RECALL_MESSAGE_REQUIRED');
  });
});
