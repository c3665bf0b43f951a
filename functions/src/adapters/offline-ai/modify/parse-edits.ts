/** The edits the offline engine really performs on a design. */
export type EditOp =
  | 'flip'
  | 'mirror'
  | 'black_white'
  | 'remove_shading'
  | 'outline'
  | 'thinner'
  | 'bolder'
  | 'dotwork'
  | 'colour';

/** First match wins, so "black and white" is not read as "add colour". */
const RULES: [EditOp, RegExp][] = [
  [
    'black_white',
    /black-white|\bb ?& ?w\b|\bb\/w\b|gr[ae]y ?scale|monochrome|desaturate|(remove|no|without|drop)( the| all)? colou?rs?/,
  ],
  ['flip', /upside[ -]down|(flip|turn)(ped)?( it)? vertical(ly)?|vertical flip/],
  ['mirror', /\bmirror(ed)?\b|\bflip(ped)?\b|\breverse(d)?\b|other way|face (left|right)/],
  [
    'remove_shading',
    /(remove|no|without|drop|lose|clean)( up)?( the| all| any)? (shad(e|ing|ows?)|gr[ae]ys?|gradients?)/,
  ],
  ['outline', /\boutlines?\b|lines? only|only( the)? lines?|line ?art|no fills?|unfilled|hollow/],
  ['dotwork', /dot ?work|\bdots?\b|dotted|stippl/],
  ['thinner', /\bthin(ner)?\b|\bfiner?\b|slimmer|delicate|lighter lines?/],
  ['bolder', /\bbold(er)?\b|thick(er|en)?|heav(y|ier)|\bwider\b|fatter|stronger lines?/],
  ['colour', /colou?r(ed|ful|i[sz]e)?|\bpaint(ed)?\b/],
];

/** Words that ask for nothing by themselves ("please", "make it"). */
const FILLER =
  /\b(please|pls|can|could|would|you|i|want|wanted|like|would|make|it|its|it's|the|a|an|more|much|bit|little|slightly|very|some|lines?|design|tattoo|image|picture|look|just|to|be|so|too|also|thanks|thank)\b/g;

export interface ParsedEdits {
  ops: EditOp[];
  /** Parts of the prompt that ask for something the engine cannot do, as the artist wrote them. */
  unknown: string[];
}

/** Splits the prompt into requests ("bolder lines, and mirror it") and reads each one. */
export function parseEdits(prompt: string): ParsedEdits {
  const text = prompt.toLowerCase().replace(/black\s*(and|&|n)\s*white/g, 'black-white');
  const ops = new Set<EditOp>();
  const unknown: string[] = [];
  for (const raw of text.split(/[,;.!\n]|\band\b|\bthen\b|\bplus\b|&|\+/)) {
    const clause = raw.trim();
    if (!clause) continue;
    const rule = RULES.find(([, pattern]) => pattern.test(clause));
    if (rule) ops.add(rule[0]);
    else if (clause.replace(FILLER, '').trim()) unknown.push(clause);
  }
  return { ops: RULES.map(([op]) => op).filter((op) => ops.has(op)), unknown };
}

export const OFFLINE_EDITS_HELP =
  'It can make lines bolder or thinner, keep the outline only, remove shading, mirror or flip, add colour, turn shading into dotwork, or make it black and white.';
