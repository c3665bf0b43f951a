import { refuseNamedArtists } from '../named-artists';
import type { BriefDeps } from './deps';
import type { DraftedFields } from './drafted-fields';

/**
 * Every word of a brief, the assistant's or the artist's, goes through the named-artist guard
 * (s46-guard): a brief asking for a living artist's style is refused, 400 PROMPT_NAMES_ARTIST.
 */
export function guardBrief(
  deps: Pick<BriefDeps, 'namedArtistGuard'>,
  fields: DraftedFields,
  caller: string,
): Promise<void> {
  return refuseNamedArtists(
    deps.namedArtistGuard,
    [fields.subject, fields.style, fields.placement, ...fields.questions],
    caller,
  );
}
