import { notificationsResponseSchema } from '@inkforge/domain';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createRunJobDeps } from '../jobs/deps';
import { runJob } from '../jobs/run-job';
import { createArtist, type Artist } from '../../test/support/artist';
import { createRecordingQueue } from '../../test/support/job-queue';
import { buildTestApp } from '../../test/support/test-app';

const queue = createRecordingQueue();
const { app, db, deps } = buildTestApp({ jobQueue: queue });
const jobDeps = createRunJobDeps(deps);

async function artist(): Promise<Artist> {
  const made = await createArtist(app, db, { plan: 'pro' });
  await db.doc(`users/${made.uid}`).update({ subscriptionCredits: 50 });
  return made;
}

async function bell(who: Artist) {
  const res = await who.call('get', '/api/notifications');
  expect(res.status).toBe(200);
  return notificationsResponseSchema.parse(res.body);
}

const taskOf = (jobId: string) => {
  const task = queue.tasks.find((t) => t.jobId === jobId);
  if (!task) throw new Error(`no task for ${jobId}`);
  return task;
};

async function generate(who: Artist, prompt: string): Promise<string> {
  const res = await who.call('post', '/api/ai/generate', { prompt, generationType: 'prompt' });
  expect(res.status).toBe(202);
  expect(await runJob(jobDeps, taskOf(res.body.jobId))).toBe('completed');
  return res.body.jobId as string;
}

async function book(who: Artist, title: string, startsInHours: number, status?: string) {
  const client = await who.call('post', '/api/clients/enhanced', { name: `${title} client` });
  const start = new Date(Date.now() + startsInHours * 3_600_000);
  const res = await who.call('post', '/api/appointments', {
    clientId: client.body.id,
    title,
    appointmentDate: start.toISOString(),
    allowOverlap: true,
    ...(status ? { status } : {}),
  });
  expect(res.status).toBe(201);
  return res.body.id as string;
}

describe('the header bell (GET /api/notifications)', () => {
  it('says a finished generation once, counts it unread, and marks it read', async () => {
    const paola = await artist();
    expect(await bell(paola)).toEqual({ notifications: [], unreadCount: 0 });

    const jobId = await generate(paola, 'a rose with thorns');
    // A second delivery of the same task ends nothing and says nothing again.
    expect(await runJob(jobDeps, taskOf(jobId))).toBe('skipped');

    const after = await bell(paola);
    expect(after.unreadCount).toBe(1);
    expect(after.notifications).toEqual([
      expect.objectContaining({
        id: `job-${jobId}`,
        kind: 'generation_completed',
        title: 'Design ready',
        body: '“a rose with thorns” is ready to view.',
        link: '/ai-generator',
        read: false,
      }),
    ]);

    const marked = await paola.call('post', '/api/notifications/read', { ids: [`job-${jobId}`] });
    expect(marked.body).toEqual({ marked: 1 });
    expect((await bell(paola)).unreadCount).toBe(0);
    expect((await bell(paola)).notifications[0]?.read).toBe(true);
  });

  it('announces an appointment within a day once, and not one further off or cancelled', async () => {
    const bruno = await artist();
    await book(bruno, 'Koi sleeve session', 3);
    await book(bruno, 'Next week', 24 * 7);
    await book(bruno, 'Called off', 5, 'cancelled');

    await bell(bruno);
    const list = await bell(bruno);

    expect(list.unreadCount).toBe(1);
    expect(list.notifications.map((n) => [n.kind, n.title, n.link])).toEqual([
      ['appointment_soon', 'Appointment coming up', '/calendar'],
    ]);
    expect(list.notifications[0]?.body).toMatch(
      /^Koi sleeve session: \w{3}, \d{1,2} \w{3} \d{4} at .+$/,
    );

    // Once read, the next poll does not announce it again.
    await bruno.call('post', '/api/notifications/read', {});
    const later = await bell(bruno);
    expect([later.unreadCount, later.notifications.length]).toEqual([0, 1]);
  });

  it('marks all read at once, and never another artist’s', async () => {
    const own = await artist();
    const other = await artist();
    const theirs = await generate(other, 'a wolf');
    await generate(own, 'a skull');
    await generate(own, 'a dagger');

    const foreign = await own.call('post', '/api/notifications/read', { ids: [`job-${theirs}`] });
    expect(foreign.body).toEqual({ marked: 0 });
    expect((await bell(other)).unreadCount).toBe(1);
    expect((await bell(own)).notifications.map((n) => n.id)).not.toContain(`job-${theirs}`);

    const all = await own.call('post', '/api/notifications/read', {});
    expect(all.body).toEqual({ marked: 2 });
    expect((await bell(own)).unreadCount).toBe(0);
    expect((await bell(other)).unreadCount).toBe(1);
  });

  it('refuses a malformed body with a JSON 400 and needs a signed-in caller', async () => {
    const who = await artist();
    const bad = await who.call('post', '/api/notifications/read', { ids: 'all' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ error: 'VALIDATION_FAILED', message: expect.any(String) });
    // Ids that are paths or names Firestore reserves reach no document: a 400, not a 500.
    for (const id of ['a/b', '..', '.', '__name__', 'x'.repeat(201)]) {
      const path = await who.call('post', '/api/notifications/read', { ids: [id] });
      expect([id, path.status, path.body.error]).toEqual([id, 400, 'VALIDATION_FAILED']);
    }
    expect((await request(app).get('/api/notifications')).status).toBe(401);
  });
});
