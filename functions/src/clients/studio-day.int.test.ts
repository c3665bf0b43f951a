import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/support/test-app';
import { createArtist, type Artist } from '../../test/support/artist';

const { app, db } = buildTestApp();

async function clientWithProject(artist: Artist, project: object = {}) {
  const { body: client } = await artist.call('post', '/api/clients/enhanced', { name: 'Ada' });
  const { body } = await artist.call('post', '/api/client-projects', {
    clientId: client.id,
    title: 'Koi sleeve',
    ...project,
  });
  return { client, project: body };
}

async function listed(artist: Artist) {
  const [client] = (await artist.call('get', '/api/clients/enhanced')).body;
  return client;
}

describe('projects progress (issue 16)', () => {
  it('moves through its statuses to completed with actual hours and a final price', async () => {
    const artist = await createArtist(app, db, { plan: 'pro' });
    const { project } = await clientWithProject(artist, { estimatedHours: 4 });
    for (const status of ['designing', 'approved', 'in_progress', 'completed']) {
      const res = await artist.call('put', `/api/client-projects/${project.id}`, {
        title: 'Koi sleeve',
        status,
        estimatedHours: 4,
        actualHours: '5.25',
        finalPrice: '820.50',
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ status, actualHours: 5.25, finalPrice: 820.5 });
    }
    const client = await listed(artist);
    expect(client.projects[0]).toMatchObject({
      status: 'completed',
      clientId: client.id,
      remainingBalance: 820.5,
    });
  });

  it('deletes a project with its payments and unlinks its appointments', async () => {
    const artist = await createArtist(app, db, { plan: 'pro' });
    const { client, project } = await clientWithProject(artist, { estimatedPrice: 100 });
    await artist.call('post', '/api/project-payments', { projectId: project.id, amount: 40 });
    await artist.call('post', '/api/appointments', {
      clientId: client.id,
      projectId: project.id,
      title: 'Session',
      appointmentDate: '2030-01-02T10:00',
    });
    expect((await listed(artist)).projects[0].sessionsCount).toBe(1);
    expect((await artist.call('delete', `/api/client-projects/${project.id}`)).status).toBe(200);
    const after = await listed(artist);
    expect(after.projects).toEqual([]);
    expect(after.totalCollected).toBe(0);
    expect(after.appointments[0].projectId).toBeUndefined();
    const again = await artist.call('delete', `/api/client-projects/${project.id}`);
    expect(again.body).toMatchObject({ error: 'PROJECT_NOT_FOUND' });
  });

  it('another artist cannot edit or delete the project', async () => {
    const owner = await createArtist(app, db, { plan: 'pro' });
    const stranger = await createArtist(app, db, { plan: 'pro' });
    const { project } = await clientWithProject(owner);
    const put = await stranger.call('put', `/api/client-projects/${project.id}`, { title: 'x' });
    expect(put.status).toBe(404);
    expect((await stranger.call('delete', `/api/client-projects/${project.id}`)).status).toBe(404);
    expect((await listed(owner)).projects[0].title).toBe('Koi sleeve');
  });
});

describe('money in cents, honestly (issue 16)', () => {
  it('refuses 10.005, 0 and negatives instead of rounding; 3.7 estimated hours too', async () => {
    const artist = await createArtist(app, db, { plan: 'pro' });
    const { client, project } = await clientWithProject(artist);
    for (const amount of ['10.005', 10.005, 0, -5]) {
      const res = await artist.call('post', '/api/project-payments', {
        projectId: project.id,
        amount,
      });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Amounts must be positive numbers with at most two decimals.');
    }
    const hours = await artist.call('post', '/api/client-projects', {
      clientId: client.id,
      title: 'T',
      estimatedHours: 3.7,
    });
    expect(hours.body).toMatchObject({
      error: 'HOURS_NOT_WHOLE',
      message: 'Estimated hours must be a whole number.',
    });
    expect((await listed(artist)).projects).toHaveLength(1);
  });

  it('dates a payment as asked, else today in the artist zone', async () => {
    // 23:30 UTC on Jan 1 is already Jan 2 in Tokyo.
    const artist = await createArtist(app, db, { plan: 'pro', timezone: 'Asia/Tokyo' });
    const { project } = await clientWithProject(artist);
    const dated = await artist.call('post', '/api/project-payments', {
      projectId: project.id,
      amount: 5,
      paymentDate: '2024-02-29',
    });
    expect(dated.body.paymentDate).toBe('2024-02-29');
    const today = await artist.call('post', '/api/project-payments', {
      projectId: project.id,
      amount: 5,
    });
    const tokyo = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo' }).format(new Date());
    expect(today.body.paymentDate).toBe(tokyo);
  });

  it('refuses €950 on an €800 project unless confirmed, then shows €150 credit', async () => {
    const artist = await createArtist(app, db, { plan: 'pro' });
    const { project } = await clientWithProject(artist, { estimatedPrice: 800 });
    const refused = await artist.call('post', '/api/project-payments', {
      projectId: project.id,
      amount: 950,
    });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      error: 'OVERPAYMENT_UNCONFIRMED',
      fields: { excess: '150.00' },
    });
    expect((await listed(artist)).totalCollected).toBe(0);
    const confirmed = await artist.call('post', '/api/project-payments', {
      projectId: project.id,
      amount: 950,
      confirmOverpayment: true,
    });
    expect(confirmed.status).toBe(201);
    const client = await listed(artist);
    expect(client.projects[0]).toMatchObject({
      totalPaid: 950,
      remainingBalance: 0,
      creditBalance: 150,
    });
    expect(client.creditBalance).toBe(150);
  });
});

describe('deposits and overlaps (issue 16)', () => {
  it('a deposit is a payment on the project; cancelling asks kept or refunded', async () => {
    const artist = await createArtist(app, db, { plan: 'pro', timezone: 'Europe/Rome' });
    const { client, project } = await clientWithProject(artist, { estimatedPrice: 500 });
    const noProject = await artist.call('post', '/api/appointments', {
      clientId: client.id,
      title: 'Consult',
      appointmentDate: '2030-03-01T10:00',
      deposit: 50,
    });
    expect(noProject.body).toMatchObject({ error: 'DEPOSIT_NEEDS_PROJECT' });
    const { body: booked } = await artist.call('post', '/api/appointments', {
      clientId: client.id,
      projectId: project.id,
      title: 'Session',
      appointmentDate: '2030-03-01T10:00',
      price: 300,
      deposit: '80.00',
    });
    expect(booked).toMatchObject({ deposit: 80, depositPaid: 80, balanceDue: 220 });
    let listedClient = await listed(artist);
    expect(listedClient.projects[0].payments).toMatchObject([
      { kind: 'deposit', amount: 80, appointmentId: booked.id },
    ]);
    expect(listedClient.projects[0].remainingBalance).toBe(420);
    const [onCalendar] = (await artist.call('get', '/api/calendar-new')).body;
    expect(onCalendar).toMatchObject({ depositPaid: 80, balanceDue: 220 });

    const edit = { ...booked, appointmentDate: '2030-03-01T10:00', timezone: 'Europe/Rome' };
    const unasked = await artist.call('put', `/api/appointments/${booked.id}`, {
      ...edit,
      status: 'cancelled',
    });
    expect(unasked.status).toBe(409);
    expect(unasked.body.error).toBe('DEPOSIT_OUTCOME_REQUIRED');
    const refunded = await artist.call('put', `/api/appointments/${booked.id}`, {
      ...edit,
      status: 'cancelled',
      depositOutcome: 'refunded',
    });
    expect(refunded.body).toMatchObject({ depositOutcome: 'refunded', depositPaid: 0 });
    listedClient = await listed(artist);
    expect(listedClient.projects[0]).toMatchObject({ totalPaid: 0, remainingBalance: 500 });
    expect(listedClient.projects[0].payments[0]).toMatchObject({ refunded: true });
  });

  it('a kept deposit stays paid after cancelling', async () => {
    const artist = await createArtist(app, db, { plan: 'pro' });
    const { client, project } = await clientWithProject(artist, { estimatedPrice: 500 });
    const { body: booked } = await artist.call('post', '/api/appointments', {
      clientId: client.id,
      projectId: project.id,
      title: 'Session',
      appointmentDate: '2030-03-01T10:00',
      deposit: 80,
    });
    const kept = await artist.call('put', `/api/appointments/${booked.id}`, {
      title: 'Session',
      appointmentDate: '2030-03-01T10:00',
      deposit: 80,
      status: 'cancelled',
      depositOutcome: 'kept',
    });
    expect(kept.body).toMatchObject({ depositOutcome: 'kept', depositPaid: 80 });
    expect((await listed(artist)).projects[0].totalPaid).toBe(80);
  });

  it('warns 14:30 over 14:00–16:00, books it when confirmed, and warns on edit', async () => {
    const artist = await createArtist(app, db, { plan: 'pro' });
    const { client } = await clientWithProject(artist);
    const at = (time: string, extra: object = {}) =>
      artist.call('post', '/api/appointments', {
        clientId: client.id,
        title: `At ${time}`,
        appointmentDate: `2030-04-01T${time}`,
        ...extra,
      });
    expect((await at('14:00')).status).toBe(201);
    const warned = await at('14:30', { duration: 60 });
    expect(warned.status).toBe(409);
    expect(warned.body).toMatchObject({
      error: 'APPOINTMENT_OVERLAP',
      fields: { overlapsTitle: 'At 14:00' },
    });
    expect((await at('16:00')).status).toBe(201);
    const moved = await artist.call('put', `/api/appointments/${(await at('18:00')).body.id}`, {
      title: 'At 18:00',
      appointmentDate: '2030-04-01T15:00',
    });
    expect(moved.body.error).toBe('APPOINTMENT_OVERLAP');
    const { body: walkIn } = await at('14:30', { allowOverlap: true });
    expect(walkIn.id).toBeDefined();
    // Editing the accepted overlap without moving it does not warn again.
    const renamed = await artist.call('put', `/api/appointments/${walkIn.id}`, {
      title: 'Walk-in',
      appointmentDate: '2030-04-01T14:30',
    });
    expect(renamed.status).toBe(200);
    expect((await listed(artist)).appointments).toHaveLength(4);
  });
});

describe('private calendar feed (issue 16)', () => {
  it('lists the appointments, stops after rotation, and opens nothing for a guess', async () => {
    const artist = await createArtist(app, db, { plan: 'pro' });
    const stranger = await createArtist(app, db, { plan: 'pro' });
    const { client } = await clientWithProject(artist);
    await artist.call('post', '/api/appointments', {
      clientId: client.id,
      title: 'Koi outline',
      appointmentDate: '2030-06-01T10:00',
      duration: 90,
    });
    const { body: first } = await artist.call('get', '/api/profile/calendar-feed');
    expect(first.path).toMatch(/^\/api\/calendar-feed\/[A-Za-z0-9_-]{43}\.ics$/);
    expect((await artist.call('get', '/api/profile/calendar-feed')).body.path).toBe(first.path);

    const feed = await request(app).get(first.path);
    expect(feed.status).toBe(200);
    expect(feed.type).toBe('text/calendar');
    expect(feed.text).toContain('SUMMARY:Koi outline — Ada');
    expect(feed.text).toContain('DTSTART:20300601T100000Z');
    expect(feed.text).toContain('DTEND:20300601T113000Z');
    // A new booking is 'scheduled': not yet confirmed with the client.
    expect(feed.text).toContain('STATUS:TENTATIVE');
    expect(feed.text).not.toContain('STATUS:CONFIRMED');

    // The stranger's own feed shows none of it; guessed tokens open nothing.
    const { body: theirs } = await stranger.call('get', '/api/profile/calendar-feed');
    expect((await request(app).get(theirs.path)).text).not.toContain('Koi outline');
    const guess = first.path.replace(/.{6}\.ics$/, 'AAAAAA.ics');
    expect((await request(app).get(guess)).status).toBe(404);
    expect((await request(app).get('/api/calendar-feed/x.ics')).body.error).toBe(
      'CALENDAR_FEED_NOT_FOUND',
    );

    const { body: rotated } = await artist.call('post', '/api/profile/calendar-feed/rotate');
    expect(rotated.path).not.toBe(first.path);
    const old = await request(app).get(first.path);
    expect(old.status).toBe(404);
    expect(old.body.error).toBe('CALENDAR_FEED_NOT_FOUND');
    expect((await request(app).get(rotated.path)).text).toContain('Koi outline');
  });
});

describe('working hours (issue 16)', () => {
  it('flags calendar appointments outside the hours, after refusing bad hours', async () => {
    const artist = await createArtist(app, db, { plan: 'pro', timezone: 'Europe/Rome' });
    expect((await artist.call('get', '/api/profile/working-hours')).body).toEqual({
      workingHours: null,
    });
    const bad = await artist.call('put', '/api/profile/working-hours', {
      start: '19:00',
      end: '10:00',
      days: [0],
    });
    expect(bad.status).toBe(400);
    const hours = { start: '10:00', end: '19:00', days: [0, 1, 2, 3, 4] };
    expect((await artist.call('put', '/api/profile/working-hours', hours)).status).toBe(200);
    const { client } = await clientWithProject(artist);
    // Tuesday 2 April 2030 in Rome.
    for (const [title, time] of [
      ['Day', '11:00'],
      ['Evening', '20:00'],
    ]) {
      await artist.call('post', '/api/appointments', {
        clientId: client.id,
        title,
        appointmentDate: `2030-04-02T${time}`,
        timezone: 'Europe/Rome',
        duration: 60,
      });
    }
    const calendar = (await artist.call('get', '/api/calendar-new')).body;
    expect(
      calendar.map((a: { title: string; outsideWorkingHours: boolean }) => [
        a.title,
        a.outsideWorkingHours,
      ]),
    ).toEqual([
      ['Day', false],
      ['Evening', true],
    ]);
  });

  it('a flash day is inside the hours whatever its weekday (issue 38)', async () => {
    const artist = await createArtist(app, db, { plan: 'pro', timezone: 'Europe/Rome' });
    const hours = { start: '10:00', end: '19:00', days: [0, 1, 2, 3, 4] };
    expect((await artist.call('put', '/api/profile/working-hours', hours)).status).toBe(200);
    const rules = await artist.call('put', '/api/profile/availability', {
      bufferMinutes: 15,
      earliestHours: 48,
      latestDays: 90,
      timeOff: [],
      flashDays: [{ from: '2030-04-06', to: '2030-04-06', slotMinutes: 60 }],
    });
    expect(rules.status, rules.text).toBe(200);
    const { client } = await clientWithProject(artist);
    // Saturday 6 April 2030 is a flash day; Sunday the 7th is closed as usual.
    for (const [title, day] of [
      ['Flash Saturday', '2030-04-06'],
      ['Closed Sunday', '2030-04-07'],
    ]) {
      await artist.call('post', '/api/appointments', {
        clientId: client.id,
        title,
        appointmentDate: `${day}T11:00`,
        timezone: 'Europe/Rome',
        duration: 60,
      });
    }
    const calendar = (await artist.call('get', '/api/calendar-new')).body;
    expect(
      calendar.map((a: { title: string; outsideWorkingHours: boolean }) => [
        a.title,
        a.outsideWorkingHours,
      ]),
    ).toEqual([
      ['Flash Saturday', false],
      ['Closed Sunday', true],
    ]);
  });
});
