import { motifsNamed } from './icon-library';

const BODY_PARTS =
  'hand|hands|finger|fingers|knuckles|arm|arms|forearm|upper arm|wrist|ankle|foot|feet|leg|legs|' +
  'calf|thigh|back|lower back|chest|shoulder|neck|ribs|rib|side|hip|spine|sternum|collarbone|ear|' +
  'sleeve|half sleeve|stomach|belly';
/** "for my hand", "on the inner wrist": where it goes, not what it shows. */
export const PLACEMENT = new RegExp(
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
    'mystical spiritual ' +
    // colours
    'red orange yellow green blue purple pink gold golden silver brown teal navy ' +
    // what it stands for
    'hope courage freedom family memory memories life living loss grief healing growth journey ' +
    'dream dreams soul mind joy happiness change'
  ).split(' '),
);

const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .replace(PLACEMENT, ' ')
    .split(/[^\p{L}]+/u)
    .filter((w) => w.length > 1 && !w.endsWith('ly'));

/** The words of a prompt, once its lettering is set aside, that name no subject the engine has. */
export function unknownWords(prompt: string): string[] {
  return [...new Set(wordsOf(prompt).filter((w) => !NOT_A_SUBJECT.has(w)))];
}

/** Looks like a describing word ("roaring", "painted", "colourful"), not a thing to draw. */
const DESCRIBING = /(ing|ed|ful|ous|ive|al|ic|ish|less|ly|y|est|er)$/;
const ARTICLES = new Set(
  'a an the some two three four my his her their our your little'.split(' '),
);
const LISTING = new Set(['and', 'or', '&', ',', 'plus']);

/**
 * Unknown things listed beside known ones: in "a giraffe and a rose" or "a lion, a giraffe", a
 * word joined by "and", "or", "&" or a comma to a subject the engine draws names a subject in
 * its own right. Describing words, and details joined to a detail ("a rope and a banner"), are
 * not counted.
 */
export function unknownBeside(prompt: string): string[] {
  const tokens = prompt.toLowerCase().match(/[\p{L}]+|[,&]/gu) ?? [];
  const content = tokens.filter((t) => !ARTICLES.has(t));
  const isMotif = (word: string | undefined) => !!word && motifsNamed(word).length > 0;
  const isUnknown = (word: string | undefined): word is string =>
    !!word &&
    word.length > 2 &&
    !LISTING.has(word) &&
    !NOT_A_SUBJECT.has(word) &&
    !DESCRIBING.test(word) &&
    !isMotif(word);
  const found = new Set<string>();
  content.forEach((token, i) => {
    if (!LISTING.has(token)) return;
    const [left, right] = [content[i - 1], content[i + 1]];
    if (isUnknown(left) && isMotif(right)) found.add(left);
    if (isUnknown(right) && isMotif(left)) found.add(right);
  });
  return [...found];
}
