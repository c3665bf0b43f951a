import { AppError } from '../app-error';
import type { AuthContext } from '../http/auth-context';
import type { GenerationDeps } from './deps';
import { SIMPLE_SUBJECTS } from './simple-subjects';
import { startGeneration } from './start-generation';

/** A random subject for a simple tattoo; `random` is injectable so a test can fix it. */
export function randomSubject(random: () => number = Math.random): string {
  return SIMPLE_SUBJECTS[Math.floor(random() * SIMPLE_SUBJECTS.length)] ?? 'rose';
}

/** POST /api/ai/quick-generate: a simple tattoo of a random subject, drawn at once. */
export async function quickGenerate(deps: GenerationDeps, caller: AuthContext) {
  const answer = await startGeneration(deps, caller, {
    generationType: 'simple_tattoo',
    prompt: randomSubject(),
    style: 'minimalist',
    colorScheme: 'blackwork',
    size: '1024x1024',
  });
  if (!('imageUrl' in answer)) throw new AppError('GENERATION_FAILED');
  return { imageUrl: answer.imageUrl, s3Key: answer.objectPath, jobId: answer.jobId };
}
