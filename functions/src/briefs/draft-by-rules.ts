import { MAX_BRIEF_QUESTIONS } from '@inkforge/domain';
import type { BriefRequest } from './briefs.repository';
import type { DraftedFields } from './drafted-fields';

/** Styles a client names in words, as the brief writes them. */
const KNOWN_STYLES = [
  'Fine line',
  'Neo-traditional',
  'Traditional',
  'Realism',
  'Blackwork',
  'Dotwork',
  'Watercolour',
  'Japanese',
  'Geometric',
  'Minimalist',
  'Illustrative',
  'Ornamental',
  'Lettering',
  'Script',
  'Tribal',
  'New school',
  'Trash polka',
  'Chicano',
  'Sketch',
];

const norm = (s: string) =>
  ` ${s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()} `;
const mentions = (words: string, phrase: string) => norm(words).includes(norm(phrase));

/** Limbs and sides: a placement on one of these needs a side. */
const SIDED =
  /\b(arm|forearm|wrist|hand|shoulder|leg|thigh|calf|shin|ankle|foot|ribs?|ribcage|hip)\b/i;
const SIDE = /\b(left|right|both)\b/i;

/** The idea's first sentence, as the brief's subject. */
function subjectOf(idea: string): string {
  const first = idea.trim().split(/(?<=[.!?])\s|\n/)[0] ?? idea;
  const subject = first.trim().replace(/[.!?]+$/, '');
  return subject.length > 200 ? `${subject.slice(0, 199).trimEnd()}…` : subject;
}

/**
 * The brief offline (no model key), from the request's fields and words alone: the subject is
 * the idea's first sentence, the style the first one the client names (the artist's own listed
 * styles first), and each gap a fixed question. It says it was drafted by rules (draftedBy).
 */
export function draftByRules(
  request: BriefRequest,
  artistStyles: readonly string[],
): DraftedFields {
  const words = [request.idea, ...request.answers.map((a) => a.answer)].join('\n');
  const style = [...artistStyles, ...KNOWN_STYLES].find((s) => mentions(words, s)) ?? '';
  const questions: string[] = [];
  if (!style) {
    const offered =
      artistStyles.length > 0 ? artistStyles : ['fine line', 'traditional', 'realism'];
    questions.push(
      `Which style do you have in mind (for example ${offered.slice(0, 3).join(', ')})?`,
    );
  }
  if (request.idea.trim().split(/\s+/).length < 8) {
    questions.push(
      'Could you tell me more about the design: what it shows and what it means to you?',
    );
  }
  if (SIDED.test(request.placement) && !SIDE.test(request.placement)) {
    questions.push(`Which side: left or right ${request.placement.trim().toLowerCase()}?`);
  }
  if (request.imageCount === 0) {
    questions.push(
      'Do you have reference photos of designs or details you like? Please send them.',
    );
  }
  if (/\b(cover|cover-up|coverup)\b/i.test(words)) {
    questions.push('Could you send a clear photo of the tattoo to be covered?');
  }
  if (/\b(text|name|names|quote|words?|lettering|script|date)\b/i.test(request.idea)) {
    questions.push('What exact wording should it say, spelled as it should appear?');
  }
  return {
    subject: subjectOf(request.idea),
    style,
    placement: request.placement.trim(),
    sizeCm: request.sizeCm,
    colour: request.colour,
    questions: questions.slice(0, MAX_BRIEF_QUESTIONS),
  };
}
