import type { DiscardConceptAnswer } from '@inkforge/domain';
import { AppError } from '../app-error';
import type { ConceptsDeps } from './deps';
import { signedConcept } from './to-api';

/**
 * Sets a new concept aside. Its image stays (the request's history shows what was tried) and
 * goes with the account; a kept or discarded concept answers 409.
 */
export async function discardConcept(
  deps: Pick<ConceptsDeps, 'repo' | 'tools'>,
  uid: string,
  id: string,
): Promise<DiscardConceptAnswer> {
  const decided = await deps.repo.decide(uid, id, 'discarded');
  if (decided === 'missing') throw new AppError('CONCEPT_NOT_FOUND');
  if (decided === 'decided') throw new AppError('CONCEPT_ALREADY_DECIDED');
  return { concept: await signedConcept(deps.tools.objects, { ...decided, state: 'discarded' }) };
}
