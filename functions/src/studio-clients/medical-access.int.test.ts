import type { ApiMedicalRead, ApiStudioBookEntry } from '@inkforge/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { createArtist } from '../../test/support/artist';
import { createTestStudio, type TestStudio } from '../../test/support/studio';
import {
  addClient,
  asBytes,
  book,
  signIntake,
  uniqueEmail,
} from '../../test/support/studio-clients';
import { buildTestApp } from '../../test/support/test-app';

const { app, db } = buildTestApp();

// Words that only a medical record holds: none may reach the desk or another artist.
const MEDICAL = ['Latex', 'Type 1 diabetes', 'Peanuts', 'Blood thinners', 'bloodThinners'];
const MEDICAL_FIELDS = ['allergies', 'medicalNotes', 'declaredHealth', 'answers', 'medicalFlags'];

describe('medical answers in a studio (issue 43)', () => {
  let studio: TestStudio;
  let a: TestStudio['owner'];
  let b: TestStudio['owner'];
  let clientId: string;
  let appointmentId: string;
  let bookId: string;

  beforeAll(async () => {
    studio = await createTestStudio(app, db, { artists: 2 });
    [a, b] = studio.artists as [TestStudio['owner'], TestStudio['owner']];
    const email = uniqueEmail('ada');
    clientId = await addClient(a, {
      name: 'Ada Lind',
      email,
      allergies: 'Latex',
      medicalNotes: 'Type 1 diabetes',
    });
    appointmentId = await book(a, clientId);
    await signIntake(app, a, appointmentId, {
      answers: { bloodThinners: true },
      allergies: 'Peanuts',
    });
    const list = await studio.owner.call('get', `/api/studios/${studio.id}/clients?q=${email}`);
    bookId = (list.body as ApiStudioBookEntry[])[0]!.bookId;
  });

  const intakePath = () =>
    `/api/studios/${studio.id}/artists/${a.uid}/appointments/${appointmentId}/intake`;

  const readsOf = async (reader: TestStudio['owner']) => {
    const res = await reader.call('get', `/api/studios/${studio.id}/medical-reads`);
    expect(res.status).toBe(200);
    return res.body as ApiMedicalRead[];
  };

  it('shows the desk and another artist "needs review", never the answers', async () => {
    for (const reader of [studio.desk, b]) {
      const reachable = [
        await reader.call('get', `/api/studios/${studio.id}/clients`),
        await reader.call('get', `/api/studios/${studio.id}/clients/${bookId}`),
      ];
      for (const res of reachable) {
        expect(res.status).toBe(200);
        for (const word of [...MEDICAL, ...MEDICAL_FIELDS]) expect(res.text).not.toContain(word);
      }
      const record = reachable[1]!.body;
      expect(record.appointments[0]).toMatchObject({
        id: appointmentId,
        intake: 'needs_review',
        mayReadIntake: false,
      });
    }
  });

  it('refuses the desk and another artist the answers and the PDF with 403', async () => {
    for (const reader of [studio.desk, b]) {
      for (const path of [intakePath(), `${intakePath()}.pdf`]) {
        const res = await reader.call('get', path);
        expect(res.status).toBe(403);
        expect(res.type).toBe('application/json');
        expect(res.body.error).toBe('STUDIO_FORBIDDEN');
        for (const word of MEDICAL) expect(res.text).not.toContain(word);
      }
      const log = await reader.call('get', `/api/studios/${studio.id}/medical-reads`);
      expect(log.status).toBe(403);
      expect(log.body.error).toBe('STUDIO_FORBIDDEN');
    }
  });

  it("lets the owner read artist A's intake, and logs who and when", async () => {
    const before = Date.now();
    const res = await studio.owner.call('get', intakePath());
    expect(res.status).toBe(200);
    expect(res.body.form).toMatchObject({
      appointmentId,
      allergies: 'Peanuts',
      answers: { bloodThinners: true },
    });
    const pdf = await asBytes(studio.owner.call('get', `${intakePath()}.pdf`));
    expect(pdf.status).toBe(200);
    expect(pdf.type).toBe('application/pdf');
    expect((pdf.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
    const after = Date.now();

    const ownerReads = (await readsOf(studio.owner)).filter(
      (r) => r.readerUid === studio.owner.uid && r.appointmentId === appointmentId,
    );
    expect(ownerReads.map((r) => r.what).sort()).toEqual(['answers', 'pdf']);
    for (const read of ownerReads) {
      expect(read).toMatchObject({ readerRole: 'owner', artistUid: a.uid, via: 'studio' });
      expect(read.readerName).not.toBe('');
      const at = Date.parse(read.at);
      expect(at).toBeGreaterThanOrEqual(before - 1000);
      expect(at).toBeLessThanOrEqual(after + 1000);
    }
  });

  it("logs artist A's own reads of their intake, its PDF and their clients' medical fields", async () => {
    const before = Date.now();
    const own = await a.call('get', `/api/appointments/${appointmentId}/intake`);
    expect(own.status).toBe(200);
    expect(own.body.form.allergies).toBe('Peanuts');
    expect(
      (await asBytes(a.call('get', `/api/appointments/${appointmentId}/intake.pdf`))).status,
    ).toBe(200);
    const clients = await a.call('get', '/api/clients/enhanced');
    expect(clients.text).toContain('Type 1 diabetes');

    const reads = (await readsOf(studio.owner)).filter(
      (r) => r.readerUid === a.uid && Date.parse(r.at) >= before - 1000,
    );
    expect(reads.map((r) => r.what).sort()).toEqual(['answers', 'clients', 'pdf']);
    expect(reads.every((r) => r.via === 'artist' && r.artistUid === a.uid)).toBe(true);
    expect(reads.find((r) => r.what === 'answers')?.appointmentId).toBe(appointmentId);
    expect(reads.find((r) => r.what === 'clients')?.clientIds).toContain(clientId);
  });

  it('lets the performing artist read their own intake through the studio too', async () => {
    const res = await a.call('get', intakePath());
    expect(res.status).toBe(200);
    const reads = await readsOf(studio.owner);
    expect(reads.some((r) => r.readerUid === a.uid && r.via === 'studio')).toBe(true);
  });

  it('refuses the owner the intake of an artist outside the studio, and logs nothing', async () => {
    const outsider = await createArtist(app, db, { plan: 'pro' });
    const theirs = await book(outsider, await addClient(outsider, { name: 'Not Ours' }));
    await signIntake(app, outsider, theirs, { allergies: 'Nickel' });
    const path = `/api/studios/${studio.id}/artists/${outsider.uid}/appointments/${theirs}/intake`;
    for (const res of [
      await studio.owner.call('get', path),
      await studio.owner.call('get', `${path}.pdf`),
    ]) {
      expect(res.status).toBe(404);
      expect(res.type).toBe('application/json');
      expect(res.body.error).toBe('APPOINTMENT_NOT_FOUND');
    }
    expect((await readsOf(studio.owner)).some((r) => r.appointmentId === theirs)).toBe(false);
  });

  it("lists the log by the studio's days", async () => {
    const today = new Date().toISOString().slice(0, 10);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const log = (query: string) =>
      studio.owner.call('get', `/api/studios/${studio.id}/medical-reads?${query}`);
    const todays = await log(`from=${today}&to=${today}`);
    expect(todays.status).toBe(200);
    expect(todays.body.length).toBeGreaterThan(0);
    const later = await log(`from=${tomorrow}&to=${tomorrow}`);
    expect(later.body).toEqual([]);
  });

  it('refuses a reversed range of the log in words', async () => {
    const res = await studio.owner.call(
      'get',
      `/api/studios/${studio.id}/medical-reads?from=2031-02-01&to=2031-01-01`,
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('The first day cannot be after the last.');
  });
});
