import type { DesignRequest, DesignVerdict } from '../ai-provider';
import { flashClassic, motifsNamed } from './icon-library';
import { readLettering } from './lettering';

/** What the offline engine will draw for a prompt: its motifs and lettering, or why it cannot. */
export type DesignPlan =
  { ok: true; motifs: string[]; lettering: string | null } | { ok: false; message: string };

/** These types choose their own subject; whatever they send is drawn, never refused. */
const PICKS_OWN_SUBJECT: readonly DesignRequest['generationType'][] = [
  'surprise',
  'simple_tattoo',
  'flash_tattoo',
];

const BODY_PARTS =
  'hand|hands|finger|fingers|knuckles|arm|arms|forearm|upper arm|wrist|ankle|foot|feet|leg|legs|' +
  'calf|thigh|back|lower back|chest|shoulder|neck|ribs|rib|side|hip|spine|sternum|collarbone|ear|' +
  'sleeve|half sleeve|stomach|belly';
/** "for my hand", "on the inner wrist": where it goes, not what it shows. */
const PLACEMENT = new RegExp(
  `\\b(?:on|for|across|along|around|down|behind)\\s+(?:my|the|her|his|their|your|a)?\\s*` +
    `(?:(?:left|right|inner|outer|upper|lower|whole|full)\\s+)*(?:${BODY_PARTS})\\b`,
  'gi',
);

/**
 * Words that say how, where or how big, not what: a prompt made only of these names no subject,
 * and gets a flash classic. Any other word, with no subject named, is a subject the engine
 * cannot draw.
 */
const NOT_A_SUBJECT = new Set(
  // grammar
  (
    'a an the and or but with without of in on at by for from to into onto over under ' +
    'underneath beneath below above behind around across through between among along inside ' +
    'outside within near next my your his her their our its me i we you it this that these ' +
    'those some any something anything one two three few many several lot lots very really so ' +
    'too just also like as is are be was were who what which want wanted would could please ' +
    'make made get give need can do have has had me him them us some kind sort type ' +
    // tattoo talk
    'tattoo tattoos tat tats design designs piece idea ideas art artwork drawing image picture ' +
    'style styled version flash stencil ink inked print head heads matching piece ' +
    // size and finish
    'simple minimal minimalist minimalistic small tiny little big large huge bold fine line ' +
    'lines linework lineart outline outlined detailed detail details delicate elegant pretty ' +
    'beautiful cute cool nice dainty subtle clean classic modern vintage retro old school new ' +
    'traditional neo neotraditional american realistic realism hyperrealistic black grey gray ' +
    'white colour color colors colours colorful colourful shading shaded shade shadows dotwork ' +
    'dots dot stipple stippled watercolor watercolour blackwork sketchy illustrative abstract ' +
    'single thin thick heavy light dark soft sharp strong elegant feminine masculine unique ' +
    'original creative awesome amazing epic badass tribal japanese chicano ' +
    // layout and lettering
    'lettering letters text word words name names quote quotes script cursive font typography ' +
    'calligraphy written writing banner scroll ribbon saying reading says reads frame framed ' +
    'border background centered center middle top bottom left right front side symmetrical ' +
    // placement
    'placement forearm wrist ankle sleeve half full ' +
    // mood
    'meaningful symbolic symbol representing represents minimal fun funny dreamy magical mystic ' +
    'mystical spiritual'
  ).split(' '),
);

const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .replace(PLACEMENT, ' ')
    .split(/[^\p{L}]+/u)
    .filter((w) => w.length > 1 && !w.endsWith('ly'));

/** The words of a prompt, once its lettering is set aside, that name no subject the engine has. */
function unknownWords(prompt: string): string[] {
  return [...new Set(wordsOf(prompt).filter((w) => !NOT_A_SUBJECT.has(w)))];
}

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
 * at all or its type picks its own subject; otherwise a refusal naming the words it cannot draw.
 */
export function planDesign(
  request: Pick<DesignRequest, 'generationType' | 'prompt' | 'seed'>,
): DesignPlan {
  const read = readLettering(request.prompt);
  const lettering = read.lettering;
  const rest = read.rest.replace(PLACEMENT, ' ');
  const motifs = motifsNamed(rest);
  if (motifs.length > 0 || lettering) return { ok: true, motifs, lettering };
  const unknown = unknownWords(rest);
  if (unknown.length > 0 && !PICKS_OWN_SUBJECT.includes(request.generationType)) {
    return { ok: false, message: refusal(unknown) };
  }
  return { ok: true, motifs: [flashClassic(request.seed, request.prompt)], lettering };
}

/** The pure answer to "can the offline engine draw this?", asked before anything is charged. */
export function checkDesign(request: DesignRequest): DesignVerdict {
  if (request.source) return { ok: true };
  const plan = planDesign(request);
  return plan.ok ? { ok: true } : { ok: false, message: plan.message };
}
