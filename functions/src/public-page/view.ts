import type { BookingArtist } from '../booking';
import type { PortfolioItem } from '../gallery';

/** Everything one artist's page shows, read once per render. */
export interface ArtistPage {
  /** The app's public origin: canonical and og: addresses are absolute. */
  origin: string;
  artist: BookingArtist;
  /** The name the page leads with: the display name, else the studio, else the username. */
  name: string;
  portfolio: PortfolioItem[];
  /** Flash designs a client could book now; the page links to /flash/{username} when any. */
  flashCount: number;
  /** The link-preview card's path; its name changes with what it shows. */
  cardPath: string;
}

/** The request form as last sent: what the client typed and what was wrong with it. */
export interface FormState {
  values: Record<string, string>;
  days: string[];
  /** Messages by field name (`answers.<id>` for the artist's questions). */
  errors: Record<string, string>;
  /** A refusal that belongs to no one field. */
  problem: string | null;
  /** The client had chosen photos: a form sent back cannot keep them, and says so. */
  photosAgain?: boolean;
}

export const EMPTY_FORM: FormState = { values: {}, days: [], errors: {}, problem: null };

export const pagePath = (username: string) => `/book/${encodeURIComponent(username)}`;
/** The request form alone, for a frame on the artist's own site. */
export const embedPath = (username: string) => `${pagePath(username)}/embed`;

export function nameOf(artist: BookingArtist): string {
  return artist.displayName ?? artist.profile.studioName ?? artist.studioName ?? artist.username;
}
