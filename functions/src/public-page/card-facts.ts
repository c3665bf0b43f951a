import { createHash } from 'node:crypto';
import type { ArtistPage } from './view';

/** The pieces of work on the link-preview card. */
const CARD_IMAGES = 4;
/** Bumped when the card's drawing changes, so every card is made again. */
const CARD_LAYOUT = 1;

/** The card's subtitle: where the artist works, else what they do. */
function subtitleOf(page: Omit<ArtistPage, 'cardPath'>): string {
  const { profile, settings } = page.artist;
  const place = [profile.studioName ?? page.artist.studioName, profile.city].filter(Boolean);
  if (place.length) return place.join(' · ');
  return settings.styles.length ? settings.styles.slice(0, 3).join(' · ') : 'Tattoo artist';
}

/**
 * Everything the link-preview card draws, read once: the card is made from these and named by
 * them, so a change to anything drawn (the subtitle's fallbacks among it) is a new card.
 */
export function cardFacts(page: Omit<ArtistPage, 'cardPath'>) {
  return {
    title: page.name,
    subtitle: subtitleOf(page),
    /** Rendition files of the first pieces of work, as the card reads them. */
    images: page.portfolio
      .slice(0, CARD_IMAGES)
      .map((item) => (item.files[1] ?? item.files[0])?.file ?? ''),
    avatarHash: page.artist.avatarHash ?? null,
  };
}

/** The card's name: it changes whenever the card would. */
export function cardKey(facts: ReturnType<typeof cardFacts>): string {
  return createHash('sha256')
    .update(JSON.stringify([CARD_LAYOUT, facts]))
    .digest('hex')
    .slice(0, 16);
}
