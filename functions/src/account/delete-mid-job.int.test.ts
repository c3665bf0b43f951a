import type { Express } from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import type { AiProvider } from '../adapters/ai-provider';
import type { Firestore } from '../adapters/firebase/firebase';
import { createOfflineProvider } from '../adapters/offline-ai';
import { createRunJobDeps } from '../jobs/deps';
import { runJob } from '../jobs/run-job';
import { createRecordingQueue } from '../../test/support/job-queue';
import { storedObjects } from '../../test/support/images';
import { buildTestApp } from '../../test/support/test-app';
import { createTestUser, type TestUser } from '../../test/support/test-users';
import { createAccountRepository } from './account.repository';

/**
 * The offline AI, held at its first drawing until the test lets it go: a job "in flight" for
 * exactly as long as the test needs, without guessing at timings.
 */
function slowOfflineAi() {
  const offline = createOfflineProvider();
  let release: () => void = () => undefined;
  let started: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const drawing = new Promise<void>((resolve) => (started = resolve));
  const ai: AiProvider = {
    ...offline,
    async generate(input) {
      started();
      await gate;
      return offline.generate(input);
    },
  };
  return { ai, drawing, release };
}

async function artist(app: Express, db: Firestore) {
  const user = await createTestUser();
  await request(app).get('/api/auth/me').set('authorization', `Bearer ${user.idToken}`);
  await db.doc(`users/${user.uid}`).update({ role: 'pro', subscriptionCredits: 20 });
  return user;
}

const deleteAccount = (app: Express, user: TestUser) =>
  request(app)
    .delete('/api/account')
    .set('authorization', `Bearer ${user.idToken}`)
    .send({ confirm: 'DELETE' });

describe('deleting an account while a generation is in flight', () => {
  it('a queued job that draws through the deletion leaves no image and no data behind', async () => {
    const slow = slowOfflineAi();
    const queue = createRecordingQueue();
    const t = buildTestApp({ ai: slow.ai, jobQueue: queue });
    const user = await artist(t.app, t.db);
    const started = await request(t.app)
      .post('/api/ai/generate')
      .set('authorization', `Bearer ${user.idToken}`)
      .send({
        prompt: 'a koi',
        style: 'traditional',
        colorScheme: 'color',
        generationType: 'prompt',
      });
    expect(started.status).toBe(202);
    const task = queue.tasks.find((q) => q.jobId === started.body.jobId);
    if (!task) throw new Error('the generation queued no task');

    // The worker takes the job and starts drawing; the artist deletes the account meanwhile.
    const delivery = runJob(createRunJobDeps(t.deps), task);
    await slow.drawing;
    await deleteAccount(t.app, user).expect(200);
    slow.release();
    await delivery;

    expect(await storedObjects(`users/${user.uid}/`)).toEqual([]);
    expect(await createAccountRepository(t.db).remainingDocuments(user.uid)).toBe(0);
    // A redelivery of the task (Cloud Tasks retries) draws nothing for the deleted account.
    expect(await runJob(createRunJobDeps(t.deps), task)).toBe('skipped');
    expect(await storedObjects(`users/${user.uid}/`)).toEqual([]);
  });

  it('a simple tattoo drawn inside the request leaves nothing behind either', async () => {
    const slow = slowOfflineAi();
    const t = buildTestApp({ ai: slow.ai });
    const user = await artist(t.app, t.db);
    const generation = request(t.app)
      .post('/api/ai/quick-generate')
      .set('authorization', `Bearer ${user.idToken}`)
      .send({ type: 'simple' })
      .then((res) => res);

    await slow.drawing;
    await deleteAccount(t.app, user).expect(200);
    slow.release();
    await generation;

    expect(await storedObjects(`users/${user.uid}/`)).toEqual([]);
    expect(await createAccountRepository(t.db).remainingDocuments(user.uid)).toBe(0);
  });
});
