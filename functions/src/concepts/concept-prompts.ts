import { CONCEPT_COUNT } from '@inkforge/domain';
import type { RequestForDesign } from '../booking';

/** Three different takes on one brief, so the artist has a real choice. */
const TAKES = [
  'a bold, simple composition with strong readable shapes',
  'a more detailed composition that fills the placement',
  'an unexpected layout of the same subject',
] as const;

/** What one sketch draws from: the brief where drafted, else the request's own words. */
export interface ConceptSubject {
  subject: string;
  style: string;
  placement: string;
  sizeCm: number | null;
  colour: 'colour' | 'black_and_grey';
}

export function conceptSubjectOf(request: RequestForDesign): ConceptSubject {
  if (request.brief) return request.brief;
  return {
    subject: request.idea,
    style: '',
    placement: request.placement,
    sizeCm: request.sizeCm,
    colour: request.colour,
  };
}

/**
 * The prompts of one sketch, one a concept. Each names the references as the artist's own work:
 * the model is asked to follow their line weight, shading and palette, and nothing else's.
 */
export function conceptPrompts(subject: ConceptSubject, withReferences: boolean): string[] {
  const size = subject.sizeCm ? `, about ${subject.sizeCm} cm` : '';
  const ink = subject.colour === 'colour' ? 'in colour' : 'in black and grey';
  const style = subject.style ? ` Style: ${subject.style}.` : '';
  const steer = withReferences
    ? ' Draw it in the hand of the reference images, which are the artist’s own tattoos: ' +
      'the same line weight, shading and palette.'
    : '';
  return TAKES.slice(0, CONCEPT_COUNT).map(
    (take) =>
      `A quick tattoo concept thumbnail: ${subject.subject}.${style} ` +
      `For the ${subject.placement}${size}, ${ink}; ${take}. Plain white background.${steer}`,
  );
}
