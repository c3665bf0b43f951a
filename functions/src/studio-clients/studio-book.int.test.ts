import type { ApiStudioBookEntry, ApiStudioClientRecord } from '@inkforge/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestStudio, type TestStudio } from '../../test/support/studio';
import { addClient, book, uniqueEmail } from '../../test/support/studio-clients';
import { buildTestApp } from '../../test/support/test-app';

const { app, db } = buildTestApp();

describe("the studio's one client book (issue 43)", () => {
  let studio: TestStudio;
  let email: string;
  let bookId: string;

  beforeAll(async () => {
    studio = await createTestStudio(app, db, { artists: 2 });
    const [a, b] = studio.artists as [TestStudio['owner'], TestStudio['owner']];
    email = uniqueEmail('ada');
    // The same client, booked by two artists: each has them in their own book.
    const inA = await addClient(a, { name: 'Ada Lind', email, phone: '+44 7700 900123' });
    const inB = await addClient(b, { name: 'Ada Lind', email: `  ${email.toUpperCase()} ` });
    await book(a, inA, '2031-05-06T14:00', 'Koi session');
    await book(b, inB, '2031-06-10T11:00', 'Peony touch-up');
    // Two clients without an e-mail, one per artist, stay two records.
    await addClient(a, { name: 'Walk-in Without Mail' });
    await addClient(b, { name: 'Walk-in Without Mail' });
  });

  it('lists a client booked by two artists as one record, found by e-mail', async () => {
    const [a, b] = studio.artists as [TestStudio['owner'], TestStudio['owner']];
    const res = await studio.desk.call('get', `/api/studios/${studio.id}/clients?q=${email}`);
    expect(res.status).toBe(200);
    const entries = res.body as ApiStudioBookEntry[];
    expect(entries).toHaveLength(1);
    const [entry] = entries as [ApiStudioBookEntry];
    expect(entry).toMatchObject({ name: 'Ada Lind', email, appointmentsCount: 2 });
    expect(entry.artists.map((x) => x.uid).sort()).toEqual([a.uid, b.uid].sort());
    bookId = entry.bookId;

    const walkIns = await studio.owner.call(
      'get',
      `/api/studios/${studio.id}/clients?q=walk-in without`,
    );
    expect(walkIns.status).toBe(200);
    expect((walkIns.body as ApiStudioBookEntry[]).map((x) => x.artists.length)).toEqual([1, 1]);
  });

  it("gives the one record with every artist's appointments", async () => {
    const res = await studio.desk.call('get', `/api/studios/${studio.id}/clients/${bookId}`);
    expect(res.status).toBe(200);
    const record = res.body as ApiStudioClientRecord;
    expect(record).toMatchObject({ bookId, name: 'Ada Lind', email, phone: '+447700900123' });
    expect(record.artists).toHaveLength(2);
    expect(record.appointments.map((x) => x.title)).toEqual(['Peony touch-up', 'Koi session']);
    expect(record.appointments.every((x) => x.intake === 'none')).toBe(true);
  });

  it('answers an unknown record with 404 STUDIO_CLIENT_NOT_FOUND in words', async () => {
    const res = await studio.owner.call('get', `/api/studios/${studio.id}/clients/e-000000000000`);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({
      error: 'STUDIO_CLIENT_NOT_FOUND',
      message: 'No client of this studio has this record.',
    });
  });

  it("shows the artist's own card notes only to that artist and the owner", async () => {
    const [a, b] = studio.artists as [TestStudio['owner'], TestStudio['owner']];
    const mail = uniqueEmail('noted');
    await addClient(a, { name: 'Noted Client', email: mail, notes: 'Prefers mornings' });
    const list = await a.call('get', `/api/studios/${studio.id}/clients?q=${mail}`);
    const id = (list.body as ApiStudioBookEntry[])[0]?.bookId;
    const path = `/api/studios/${studio.id}/clients/${id}`;
    for (const reader of [a, studio.owner]) {
      const res = await reader.call('get', path);
      expect(res.body.artists[0].artistNotes).toBe('Prefers mornings');
    }
    for (const reader of [b, studio.desk]) {
      const res = await reader.call('get', path);
      expect(res.status).toBe(200);
      expect(res.text).not.toContain('Prefers mornings');
    }
  });
});

describe('notes on the studio record', () => {
  let studio: TestStudio;
  let path: string;

  beforeAll(async () => {
    studio = await createTestStudio(app, db, { artists: 2 });
    const email = uniqueEmail('noted');
    await addClient(studio.artists[0]!, { name: 'Noor Client', email });
    const list = await studio.desk.call('get', `/api/studios/${studio.id}/clients?q=${email}`);
    path = `/api/studios/${studio.id}/clients/${(list.body as ApiStudioBookEntry[])[0]?.bookId}`;
  });

  it("keeps artist A's private note from artist B, the owner and the desk", async () => {
    const [a, b] = studio.artists as [TestStudio['owner'], TestStudio['owner']];
    const mine = await a.call('post', `${path}/notes`, {
      text: 'Nervous about needles; talk her through it',
      visibility: 'private',
    });
    expect(mine.status).toBe(201);
    expect(mine.body).toMatchObject({ visibility: 'private', authorUid: a.uid });
    const shared = await a.call('post', `${path}/notes`, {
      text: 'Wants the koi to face up',
      visibility: 'shared',
    });
    expect(shared.status).toBe(201);

    for (const reader of [b, studio.owner, studio.desk]) {
      const res = await reader.call('get', path);
      expect(res.status).toBe(200);
      expect(res.text).toContain('Wants the koi to face up');
      expect(res.text).not.toContain('Nervous about needles');
    }
    const own = await a.call('get', path);
    expect(own.body.notes.map((n: { text: string }) => n.text).sort()).toEqual([
      'Nervous about needles; talk her through it',
      'Wants the koi to face up',
    ]);
  });

  it("shows the desk's shared note to every member", async () => {
    const note = await studio.desk.call('post', `${path}/notes`, {
      text: 'Called to move to Friday',
      visibility: 'shared',
    });
    expect(note.status).toBe(201);
    const res = await studio.artists[1]!.call('get', path);
    expect(res.text).toContain('Called to move to Friday');
  });

  it('refuses an empty note or an unknown visibility in words', async () => {
    const empty = await studio.owner.call('post', `${path}/notes`, {
      text: '  ',
      visibility: 'shared',
    });
    expect(empty.status).toBe(400);
    expect(empty.type).toBe('application/json');
    expect(empty.body.message).toBe('Write the note.');
    const odd = await studio.owner.call('post', `${path}/notes`, {
      text: 'Hello',
      visibility: 'public',
    });
    expect(odd.status).toBe(400);
    expect(odd.body.message).toMatch(/shared with the studio or private/);
  });
});

describe('a member of studio A in studio B', () => {
  it('gets 404 STUDIO_NOT_FOUND on every book route of studio B', async () => {
    const [a, b] = await Promise.all([
      createTestStudio(app, db, { artists: 1 }),
      createTestStudio(app, db, { artists: 1 }),
    ]);
    const artistOfB = b.artists[0]!;
    const email = uniqueEmail('other');
    const clientId = await addClient(artistOfB, { name: 'Bea Other', email });
    const appointmentId = await book(artistOfB, clientId);
    const list = await b.owner.call('get', `/api/studios/${b.id}/clients?q=${email}`);
    const bookId = (list.body as ApiStudioBookEntry[])[0]?.bookId;
    expect(bookId).toBeDefined();
    const base = `/api/studios/${b.id}`;
    const intake = `${base}/artists/${artistOfB.uid}/appointments/${appointmentId}`;
    for (const outsider of [a.owner, a.artists[0]!, a.desk]) {
      const answers = [
        await outsider.call('get', `${base}/clients`),
        await outsider.call('get', `${base}/clients/${bookId}`),
        await outsider.call('post', `${base}/clients/${bookId}/notes`, {
          text: 'Hi',
          visibility: 'shared',
        }),
        await outsider.call('get', `${intake}/intake`),
        await outsider.call('get', `${intake}/intake.pdf`),
        await outsider.call('get', `${base}/medical-reads`),
      ];
      for (const res of answers) {
        expect(res.status).toBe(404);
        expect(res.body.error).toBe('STUDIO_NOT_FOUND');
        expect(res.text).not.toContain('Bea Other');
      }
    }
  });
});
