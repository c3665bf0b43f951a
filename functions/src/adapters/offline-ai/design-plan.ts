import type { DesignRequest, DesignVerdict } from '../ai-provider';
import { flashClassic, motifsNamed } from './icon-library';
import { readLettering } from './lettering';
import { PLACEMENT, unknownBeside, unknownWords } from './subject-words';

/** What the offline engine will draw for a prompt: its motifs and lettering, or why it cannot. */
export type DesignPlan =
  | { ok: true; motifs: string[]; lettering: string | null; notDrawn: string[] }
  | { ok: false; message: string };

/**
 * The words of a prompt that name something the engine did not draw: not a motif, not a
 * describing word, not filler ("a cactus in a pot" → pot). Said on the design, never silent.
 */
function notDrawnOf(rest: string, motifs: readonly string[]): string[] {
  const drawn = new Set(motifs.flatMap((m) => m.toLowerCase().split(/\s+/)));
  return unknownWords(rest).filter(
    (w) =>
      w.length > 2 &&
      !drawn.has(w) &&
      motifsNamed(w).length === 0 &&
      !/(ing|ed|ful|ous|ive|ish|less|ly|est)$/.test(w),
  );
}

/** These types choose their own subject; whatever they send is drawn, never refused. */
const PICKS_OWN_SUBJECT: readonly DesignRequest['generationType'][] = [
  'surprise',
  'simple_tattoo',
  'flash_tattoo',
];

function refusal(words: string[]): string {
  const named = words
    .slice(0, 3)
    .map((w) => `“${w}”`)
    .join(', ');
  return (
    `The offline design engine has no drawing for ${named}. It draws animals, birds, flowers, ` +
    'skulls, hearts, daggers, nautical and religious symbols, mandalas and geometric designs, ' +
    'and lettering in quotes. Try one of those, or Surprise Me. No credits were charged.'
  );
}

/**
 * What to draw for a request: the motifs its prompt names (placement words set aside) and its
 * lettering; lettering alone when that is all it asks for; a flash classic when it names nothing
 * at all or its type picks its own subject; otherwise, or when a subject it cannot draw is listed
 * beside one it can, a refusal naming the words it cannot draw.
 */
export function planDesign(
  request: Pick<DesignRequest, 'generationType' | 'prompt' | 'seed'>,
): DesignPlan {
  const read = readLettering(request.prompt);
  const lettering = read.lettering;
  const rest = read.rest.replace(PLACEMENT, ' ');
  const motifs = motifsNamed(rest);
  const picksOwn = PICKS_OWN_SUBJECT.includes(request.generationType);
  // "a giraffe and a rose": a rose alone would be something else than was asked for.
  const beside = picksOwn || motifs.length === 0 ? [] : unknownBeside(rest);
  if (beside.length > 0) return { ok: false, message: refusal(beside) };
  if (motifs.length > 0 || lettering) {
    return { ok: true, motifs, lettering, notDrawn: notDrawnOf(rest, motifs) };
  }
  const unknown = unknownWords(rest);
  if (unknown.length > 0 && !picksOwn) return { ok: false, message: refusal(unknown) };
  return {
    ok: true,
    motifs: [flashClassic(request.seed, request.prompt)],
    lettering,
    notDrawn: picksOwn ? [] : unknown,
  };
}

/** The pure answer to "can the offline engine draw this?", asked before anything is charged. */
export function checkDesign(request: DesignRequest): DesignVerdict {
  if (request.source) return { ok: true };
  const plan = planDesign(request);
  return plan.ok ? { ok: true } : { ok: false, message: plan.message };
}
