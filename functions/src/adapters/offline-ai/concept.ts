import type { ConceptRequest, DesignImage, DesignRequest } from '../ai-provider';
import { loadSharp } from '../load-sdk';
import { planDesign } from './design-plan';
import { drawDesignSvg } from './draw-design';
import { referenceInk } from './style-ink';

const SIDE = 1024;

/**
 * A concept drawn offline: the brief's subject from the motif library (a flash classic when it
 * names none it knows: a concept is a starting point, never refused), inked with the line weight
 * and palette measured from the artist's own references, the seed varying each take.
 */
export async function drawConceptOffline(request: ConceptRequest): Promise<DesignImage> {
  const design: DesignRequest = {
    generationType: 'simple_tattoo',
    prompt: request.subject,
    style: request.style || null,
    colorScheme: request.colour === 'colour' ? 'color' : 'blackwork',
    size: '1024x1024',
    seed: request.seed,
  };
  const plan = planDesign(design);
  const ink = request.references.length
    ? await referenceInk(request.references.map((ref) => ref.data))
    : null;
  const svg = Buffer.from(
    drawDesignSvg(
      design,
      plan.ok ? plan : { motifs: [], lettering: null },
      SIDE,
      SIDE,
      ink ?? undefined,
    ),
  );
  return {
    data: await (await loadSharp())(svg).png().toBuffer(),
    contentType: 'image/png',
    drawn: plan.ok
      ? { elements: plan.motifs, notDrawn: plan.notDrawn }
      : { elements: [], notDrawn: [] },
  };
}
