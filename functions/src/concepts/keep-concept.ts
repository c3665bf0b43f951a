import { CONCEPT_AI_TOOL, type KeepConceptAnswer } from '@inkforge/domain';
import { hasC2pa } from '../ai-provenance';
import { AppError } from '../app-error';
import { addToGallery } from '../gallery';
import type { ConceptsDeps } from './deps';
import { signedConcept } from './to-api';

const TITLE_MAX = 200;

/**
 * Keeps a new concept: a gallery item of its image, linked to the request and, once the request
 * was accepted, to its client and project, marked as AI-assisted by the concept tool. The concept
 * is claimed first in one transaction (of two presses one keeps, the other answers 409); a gallery
 * that refuses (its plan limit) hands the concept back as new.
 */
export async function keepConcept(
  deps: Pick<ConceptsDeps, 'repo' | 'requests' | 'gallery' | 'tools'>,
  uid: string,
  id: string,
): Promise<KeepConceptAnswer> {
  const concept = await deps.repo.decide(uid, id, 'kept');
  if (concept === 'missing') throw new AppError('CONCEPT_NOT_FOUND');
  if (concept === 'decided') throw new AppError('CONCEPT_ALREADY_DECIDED');
  try {
    const request = await deps.requests(uid, concept.requestId);
    const subject = request?.brief?.subject ?? request?.idea ?? 'concept';
    const data = await deps.tools.objects.read(concept.imagePath);
    const item = await addToGallery(deps.gallery, uid, {
      type: 'tattoo',
      data,
      contentType: 'image/png',
      extension: 'png',
      prompt: concept.prompt,
      title: `Concept: ${subject}`.slice(0, TITLE_MAX),
      clientId: request?.clientId ?? null,
      clientName: request?.clientId ? request.clientName : null,
      requestId: concept.requestId,
      projectId: request?.projectId ?? null,
      // The concept's image is the model's own bytes, as they came back: the original.
      ai: {
        tools: [CONCEPT_AI_TOOL],
        model: null,
        c2pa: hasC2pa(data),
        originalPath: concept.imagePath,
      },
    });
    await deps.repo.recordGalleryItem(uid, id, item.id);
    const kept = { ...concept, state: 'kept' as const, galleryItemId: item.id };
    return { galleryItemId: item.id, concept: await signedConcept(deps.tools.objects, kept) };
  } catch (err) {
    await deps.repo.undecide(uid, id);
    throw err;
  }
}
