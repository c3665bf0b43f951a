import fc from 'fast-check';
import { formatCents, toCents } from '@inkforge/domain';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/support/test-app';
import { createArtist, type Artist } from '../../test/support/artist';

const { app, db, deps } = buildTestApp();

async function clientWithProject(artist: Artist, project: object = {}) {
  const { body: client } = await artist.call('post', '/api/clients/enhanced', { name: 'Ada' });
  const res = await artist.call('post', '/api/client-projects', {
    clientId: client.id,
    title: 'Koi sleeve',
    ...project,
  });
  expect(res.status).toBe(201);
  return { client, project: res.body };
}

describe('projects and payments', () => {
  it('creates a project with the spec fields and defaults', async () => {
    const artist = await createArtist(app, db, { plan: 'pro' });
    const { project } = await clientWithProject(artist, {
      description: 'Japanese koi',
      bodyPlacement: 'Forearm',
      size: 'sleeve',
      style: 'Irezumi',
      estimatedHours: '12',
      estimatedPrice: '1200.50',
      notes: '',
    });
    expect(project).toMatchObject({
      title: 'Koi sleeve',
      bodyPlacement: 'Forearm',
      size: 'sleeve',
      estimatedHours: 12,
      estimatedPrice: 1200.5,
      status: 'consultation',
      totalPaid: 0,
      remainingBalance: 1200.5,
      payments: [],
    });
    expect(project.notes).toBeUndefined();
    const noTitle = await artist.call('post', '/api/client-projects', {
      clientId: project.clientId,
    });
    expect(noTitle.body.message).toBe('Project title is required.');
  });

  it('records payments until the project is fully paid, with exact totals', async () => {
    const artist = await createArtist(app, db, { plan: 'pro' });
    const { client, project } = await clientWithProject(artist, { estimatedPrice: 300.3 });
    for (const amount of [100.1, '200.20']) {
      const res = await artist.call('post', '/api/project-payments', {
        projectId: project.id,
        amount,
        paymentMethod: 'card',
        notes: 'deposit',
      });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ projectId: project.id, clientId: client.id });
    }
    const [listed] = (await artist.call('get', '/api/clients/enhanced')).body;
    expect(listed.projects[0]).toMatchObject({ totalPaid: 300.3, remainingBalance: 0 });
    expect(listed).toMatchObject({ totalCollected: 300.3, totalEstimated: 300.3 });
    const stored = await db.collection(`users/${artist.uid}/payments`).get();
    expect(stored.docs.map((d) => d.data().amountCents).sort()).toEqual([10010, 20020]);
  });

  it('refuses a payment without an amount or on an unknown project', async () => {
    const artist = await createArtist(app, db, { plan: 'pro' });
    const { project } = await clientWithProject(artist);
    const none = await artist.call('post', '/api/project-payments', { projectId: project.id });
    expect(none.body).toMatchObject({ error: 'PAYMENT_AMOUNT_REQUIRED' });
    const unknown = await artist.call('post', '/api/project-payments', {
      projectId: 'nope',
      amount: 5,
    });
    expect(unknown.status).toBe(404);
  });

  it('keeps balances exact to the cent over random payments', async () => {
    const artist = await createArtist(app, db, { plan: 'premium' });
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.array(fc.integer({ min: 1, max: 500_000 }), { minLength: 1, maxLength: 6 }),
        async (priceCents, paymentCents) => {
          const { project } = await clientWithProject(artist, {
            estimatedPrice: formatCents(priceCents),
          });
          for (const cents of paymentCents) {
            // Half as JSON numbers, half as strings: both must land on the same cents.
            const amount = cents % 2 ? cents / 100 : formatCents(cents);
            // Beyond the price the excess is confirmed on purpose: it must show as credit.
            await artist.call('post', '/api/project-payments', {
              projectId: project.id,
              amount,
              confirmOverpayment: true,
            });
          }
          const clients = (await artist.call('get', '/api/clients/enhanced')).body;
          const listed = clients.find((c: { id: string }) => c.id === project.clientId);
          const paid = paymentCents.reduce((a, b) => a + b, 0);
          // toCents reads the decimal text exactly: any float drift would show up here.
          expect(toCents(listed.projects[0].totalPaid)).toBe(paid);
          expect(toCents(listed.projects[0].remainingBalance)).toBe(Math.max(0, priceCents - paid));
          expect(toCents(listed.projects[0].creditBalance)).toBe(Math.max(0, paid - priceCents));
          expect(toCents(listed.totalCollected)).toBe(paid);
        },
      ),
      { numRuns: 12 },
    );
  });
});

describe('appointments', () => {
  it('creates with the defaults, edits and deletes', async () => {
    const artist = await createArtist(app, db, { plan: 'basic', timezone: 'Europe/Rome' });
    const { client, project } = await clientWithProject(artist);
    const created = await artist.call('post', '/api/appointments', {
      clientId: client.id,
      projectId: project.id,
      title: 'Consult',
      appointmentDate: '2025-07-01T10:00',
      timezone: 'Europe/Rome',
      price: '',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      appointmentDate: '2025-07-01T08:00:00.000Z',
      timezone: 'Europe/Rome',
      duration: 120,
      type: 'consultation',
      status: 'scheduled',
    });
    expect(created.body.price).toBeUndefined();

    const edited = await artist.call('put', `/api/appointments/${created.body.id}`, {
      title: 'Session 1',
      appointmentDate: '2025-07-02T15:30',
      timezone: 'Europe/Rome',
      duration: 180,
      type: 'tattoo_session',
      status: 'confirmed',
      price: 400,
      deposit: '50.5',
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      title: 'Session 1',
      appointmentDate: '2025-07-02T13:30:00.000Z',
      status: 'confirmed',
      price: 400,
      deposit: 50.5,
      projectId: project.id,
    });
    const [listed] = (await artist.call('get', '/api/clients/enhanced')).body;
    expect(listed.appointments).toHaveLength(1);
    expect((await artist.call('delete', `/api/appointments/${created.body.id}`)).status).toBe(200);
    expect((await artist.call('delete', `/api/appointments/${created.body.id}`)).status).toBe(404);
  });

  it('needs a title and a date, and a project of the same client', async () => {
    const artist = await createArtist(app, db, { plan: 'basic' });
    const { client } = await clientWithProject(artist);
    const { project: other } = await clientWithProject(artist);
    const noDate = await artist.call('post', '/api/appointments', {
      clientId: client.id,
      title: 'x',
    });
    expect(noDate.body.message).toBe('Appointment date and time are required.');
    const wrongProject = await artist.call('post', '/api/appointments', {
      clientId: client.id,
      projectId: other.id,
      title: 'x',
      appointmentDate: '2025-07-01T10:00',
    });
    expect(wrongProject.status).toBe(404);
    expect(wrongProject.body.error).toBe('PROJECT_NOT_FOUND');
  });
});

describe('calendar', () => {
  it('puts 23:30 in Los Angeles under its local day for an artist there', async () => {
    const artist = await createArtist(app, db, { plan: 'basic', timezone: 'America/Los_Angeles' });
    const { client, project } = await clientWithProject(artist);
    for (const [title, appointmentDate] of [
      ['Late', '2025-03-14T23:30'],
      ['Morning', '2025-03-14T09:00'],
      ['Next day', '2025-03-15T10:00'],
    ]) {
      await artist.call('post', '/api/appointments', {
        clientId: client.id,
        projectId: project.id,
        title,
        appointmentDate,
        timezone: 'America/Los_Angeles',
      });
    }
    const res = await artist.call('get', '/api/calendar-new');
    expect(res.status).toBe(200);
    expect(
      res.body.map((a: { title: string; localDate: string }) => [a.title, a.localDate]),
    ).toEqual([
      ['Morning', '2025-03-14'],
      ['Late', '2025-03-14'],
      ['Next day', '2025-03-15'],
    ]);
    expect(res.body[1]).toMatchObject({
      appointmentDate: '2025-03-15T06:30:00.000Z',
      clientName: 'Ada',
      projectTitle: 'Koi sleeve',
    });
    const oneDay = await artist.call('get', '/api/calendar-new?date=2025-03-15');
    expect(oneDay.body.map((a: { title: string }) => a.title)).toEqual(['Next day']);
  });
  it('regroups when the artist moves to another zone', async () => {
    const artist = await createArtist(app, db, { plan: 'basic', timezone: 'America/Los_Angeles' });
    const { client } = await clientWithProject(artist);
    await artist.call('post', '/api/appointments', {
      clientId: client.id,
      title: 'Late',
      appointmentDate: '2025-03-14T23:30',
      timezone: 'America/Los_Angeles',
    });
    const bad = await artist.call('put', '/api/profile/timezone', { timezone: 'Mars/Base' });
    expect(bad.body.error).toBe('TIMEZONE_INVALID');
    const set = await artist.call('put', '/api/profile/timezone', { timezone: 'Europe/Rome' });
    expect(set.body).toEqual({ timezone: 'Europe/Rome' });
    const [late] = (await artist.call('get', '/api/calendar-new')).body;
    expect(late).toMatchObject({ localDate: '2025-03-15', timezone: 'America/Los_Angeles' });
  });
});

describe('deleting a client', () => {
  it('removes its projects, payments, appointments and body previews, and nothing else', async () => {
    const artist = await createArtist(app, db, { plan: 'pro' });
    const { client, project } = await clientWithProject(artist, { estimatedPrice: 100 });
    const { client: keep, project: keptProject } = await clientWithProject(artist);
    await artist.call('post', '/api/project-payments', { projectId: project.id, amount: 10 });
    await artist.call('post', '/api/project-payments', { projectId: keptProject.id, amount: 10 });
    await artist.call('post', '/api/appointments', {
      clientId: client.id,
      title: 'Consult',
      appointmentDate: '2025-07-01T10:00',
    });
    const imagePath = `users/${artist.uid}/gallery/preview-${client.id}.png`;
    await deps.objects.put(imagePath, Buffer.from('png'), 'image/png');
    const gallery = db.collection(`users/${artist.uid}/gallery`);
    await gallery.doc('preview').set({
      type: 'body_preview',
      clientId: client.id,
      imagePath,
      title: 'Forearm preview',
      createdAt: new Date(),
    });
    await gallery.doc('design').set({ type: 'tattoo', imagePath: 'x.png', createdAt: new Date() });
    // As the gallery's own save would leave it: two items counted against the gallery limit.
    await db.doc(`users/${artist.uid}`).update({ galleryCount: 2 });

    const previews = await artist.call('get', `/api/clients/${client.id}/body-previews`);
    expect(previews.body).toHaveLength(1);
    expect(previews.body[0]).toMatchObject({ id: 'preview', title: 'Forearm preview' });
    expect(previews.body[0].imageUrl).toMatch(/^http/);

    const res = await artist.call('delete', `/api/clients/${client.id}`);
    expect(res.status).toBe(200);
    for (const name of ['projects', 'payments', 'appointments', 'gallery']) {
      const left = await db.collection(`users/${artist.uid}/${name}`).get();
      expect(left.docs.filter((d) => d.data().clientId === client.id)).toEqual([]);
    }
    expect(await deps.objects.exists(imagePath)).toBe(false);
    expect((await gallery.doc('design').get()).exists).toBe(true);
    const [remaining] = (await artist.call('get', '/api/clients/enhanced')).body;
    expect(remaining).toMatchObject({ id: keep.id, totalCollected: 10 });
    expect((await artist.call('get', '/api/clients/limits')).body.current).toBe(1);
    expect((await db.doc(`users/${artist.uid}`).get()).data()?.galleryCount).toBe(1);
    expect((await artist.call('delete', `/api/clients/${client.id}`)).status).toBe(404);
  });
});
