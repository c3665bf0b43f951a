import { moderationMessage, type ConceptsAnswer } from '@inkforge/domain';
import type { DesignImage } from '../adapters/ai-provider';
import { requireAi } from '../adapters/ai-unconfigured';
import { requireModel } from '../adapters/require-model';
import { AppError } from '../app-error';
import { chargeFor } from '../paid-tools/charge-for';
import { conceptPrompts, conceptSubjectOf } from './concept-prompts';
import type { StoredConcept } from './concepts.repository';
import { conceptImagePath, conceptThumbPath, type ConceptsDeps } from './deps';
import { readReferences } from './read-references';
import { signedConcept } from './to-api';

/** Long side of a concept's thumbnail, as the gallery's. */
const THUMB_PX = 320;

/**
 * "Sketch 3 concepts": three low-cost thumbnails from the request's brief (or, before a brief,
 * its own words), steered by the artist's chosen references from their own gallery. Everything
 * that can refuse runs before the charge: the request is the caller's own, the AI is there, the
 * prompts name no living artist and pass moderation. One credit is charged once for the three;
 * if none comes back it is refunded (chargeFor), and what was stored is removed.
 */
export async function sketchConcepts(
  deps: ConceptsDeps,
  uid: string,
  requestId: string,
  callerGone: () => boolean,
): Promise<ConceptsAnswer> {
  const request = await deps.requests(uid, requestId);
  if (!request) throw new AppError('BOOKING_REQUEST_NOT_FOUND');
  const { ai, logger, objects } = deps.tools;
  requireAi(ai);
  const draw = ai.drawConcept?.bind(ai);
  if (!draw) throw new AppError('AI_NOT_CONFIGURED');
  await requireModel(ai, { generationType: 'simple_tattoo' }, logger);
  const references = await readReferences(deps, uid);
  const subject = conceptSubjectOf(request);
  const prompts = conceptPrompts(subject, references.length > 0);
  await deps.refuseNamedArtists(prompts, uid);
  const verdict = await ai.moderate(prompts.join('\n'));
  if (verdict.flagged) throw new AppError('MODERATION_BLOCKED', moderationMessage(verdict.reason));

  const written: string[] = [];
  const store = async (id: string, prompt: string, image: DesignImage): Promise<StoredConcept> => {
    const imagePath = conceptImagePath(uid, id);
    written.push(imagePath);
    await objects.put(imagePath, image.data, 'image/png');
    let thumbPath: string | null = conceptThumbPath(uid, id);
    try {
      written.push(thumbPath);
      await objects.put(
        thumbPath,
        await deps.tools.ops.thumbnail(image.data, THUMB_PX),
        'image/webp',
      );
    } catch {
      thumbPath = null;
    }
    return {
      id,
      requestId,
      imagePath,
      thumbPath,
      state: 'new',
      galleryItemId: null,
      referenceIds: references.map((ref) => ref.id),
      prompt,
      createdAt: deps.tools.clock(),
    };
  };

  let concepts: StoredConcept[];
  try {
    concepts = await chargeFor(
      deps.tools,
      uid,
      { action: 'concepts', folder: 'concepts', failure: 'CONCEPTS_FAILED', callerGone },
      async () => {
        const ids = prompts.map(() => deps.repo.newId(uid));
        const drawn = await Promise.allSettled(
          prompts.map((prompt, i) =>
            draw({
              prompt,
              subject: subject.subject,
              style: subject.style,
              colour: subject.colour,
              references,
              seed: `${requestId}-${ids[i]}`,
              caller: uid,
            }),
          ),
        );
        const made = drawn.flatMap((result, i) =>
          result.status === 'fulfilled'
            ? [{ id: ids[i] ?? '', prompt: prompts[i] ?? '', image: result.value }]
            : [],
        );
        // Nothing came back: the first failure decides the answer, and the credit is refunded.
        if (made.length === 0) throw (drawn[0] as PromiseRejectedResult).reason;
        const stored = [];
        for (const one of made) stored.push(await store(one.id, one.prompt, one.image));
        return stored;
      },
    );
  } catch (err) {
    await Promise.all(written.map((path) => objects.remove(path)));
    throw err;
  }
  await deps.repo.createAll(uid, concepts);
  logger.info('concepts.sketched', {
    uid,
    requestId,
    count: concepts.length,
    references: references.length,
  });
  return { concepts: await Promise.all(concepts.map((c) => signedConcept(objects, c))) };
}
