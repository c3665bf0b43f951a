import type { WorkingHours } from '../clients/working-hours';
import type { TattooColour, Weekday } from '../booking/constants';
import type { StudioRole } from './roles';

/** `artist` of a studio request: a chosen artist's username, or anyone free. */
export const FIRST_AVAILABLE = 'first-available';

/** One artist on the studio's page (never the desk; guests only during their spot). */
export interface ApiStudioPageArtist {
  /** Empty while the artist has chosen no page address. */
  username: string;
  name: string;
  role: Exclude<StudioRole, 'desk'>;
  /** Style tags of the artist's public portfolio and page, as their own page shows them. */
  styles: string[];
  /** `/book/{username}`: the artist's own page; null while they have no page address. */
  pagePath: string | null;
  /** Whether the artist takes requests now (a closed page is listed, not requestable). */
  takesRequests: boolean;
}

/** GET /api/public/studios/{slug}: the studio's page as data. */
export interface ApiStudioPage {
  slug: string;
  name: string;
  address: string;
  timezone: string;
  openingHours: WorkingHours | null;
  /** `/studio/{slug}`. */
  pagePath: string;
  artists: ApiStudioPageArtist[];
  /** Every style any listed artist shows, sorted: the style filter's choices. */
  styles: string[];
}

export type StudioRequestStatus = 'pending' | 'assigned' | 'declined';

/** A request sent to the studio, as the desk triages it. */
export interface ApiStudioRequest {
  id: string;
  status: StudioRequestStatus;
  createdAt: string;
  /** The artist the client chose; null for "first available". */
  askedFor: { uid: string; name: string } | null;
  /** Who has it now (the chosen artist, or whom the desk assigned it to). */
  assignedTo: { uid: string; name: string } | null;
  /** The booking request in that artist's inbox. */
  bookingRequestId: string | null;
  idea: string;
  placement: string;
  sizeCm: number;
  colour: TattooColour;
  preferredDays: Weekday[];
  name: string;
  email: string;
  phone: string;
  /**
   * Short-lived signed URLs of the reference images while the request waits in the shared inbox
   * (once handed over, they are in the artist's inbox; empty here).
   */
  images: string[];
  answeredAt: string | null;
  declineMessage: string | null;
}

/** GET /api/studios/{id}/requests: newest first, and how many wait for the desk. */
export interface ApiStudioRequests {
  requests: ApiStudioRequest[];
  pendingCount: number;
}
