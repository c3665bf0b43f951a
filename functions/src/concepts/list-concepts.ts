import type { ConceptsAnswer } from '@inkforge/domain';
import { AppError } from '../app-error';
import type { ConceptsDeps } from './deps';
import { signedConcept } from './to-api';

/** A request's concepts, newest first, discarded ones included (the screen may hide them). */
export async function listConcepts(
  deps: Pick<ConceptsDeps, 'repo' | 'requests' | 'tools'>,
  uid: string,
  requestId: string,
): Promise<ConceptsAnswer> {
  if (!(await deps.requests(uid, requestId))) throw new AppError('BOOKING_REQUEST_NOT_FOUND');
  const stored = await deps.repo.listFor(uid, requestId);
  return { concepts: await Promise.all(stored.map((c) => signedConcept(deps.tools.objects, c))) };
}
