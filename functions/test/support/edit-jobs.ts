import type { EditJob } from '@inkforge/domain';
import type request from 'supertest';
import { createRunJobDeps, type RunJobDeps } from '../../src/jobs/deps';
import { runJob, type RunOutcome } from '../../src/jobs/run-job';
import type { Artist } from './artist';
import type { TestApp } from './test-app';

/**
 * Delivers an AI edit's task as Cloud Tasks would (runJob, with the test app's handles unless
 * `deps` says otherwise) until it no longer asks for a retry, then reads the job as its screen
 * polls it. `started` is the 202 of the edit's POST.
 */
export async function finishEditJob(
  t: TestApp,
  artist: Artist,
  started: request.Response,
  deps: RunJobDeps = createRunJobDeps(t.deps),
): Promise<{ job: EditJob; outcomes: RunOutcome[] }> {
  if (started.status !== 202) {
    throw new Error(`the edit answered ${started.status}: ${JSON.stringify(started.body)}`);
  }
  const { jobId } = started.body as { jobId: string };
  const outcomes: RunOutcome[] = [];
  for (let delivery = 0; delivery < 8; delivery += 1) {
    const outcome = await runJob(deps, { uid: artist.uid, jobId });
    outcomes.push(outcome);
    if (outcome !== 'retry') break;
  }
  const res = await artist.call('get', `/api/ai/jobs/${jobId}`);
  if (res.status !== 200) throw new Error(`GET /api/ai/jobs/${jobId} answered ${res.status}`);
  return { job: res.body as EditJob, outcomes };
}
