import type { ArtistIdentity } from '../booking/artist-identity';
import type { OnlineDepositStatus } from '../booking/deposit';
import type { AppointmentStatus, AppointmentType } from '../clients/constants';
import type { Money } from '../format/money';
import type { StudioLocale } from '../format/studio-format';

/** The artist at the top of the client's page, like the other client pages. */
export interface ApiPortalArtist extends ArtistIdentity {
  name: string;
}

/** Where the client goes: the studio's name and address (either may be unknown). */
export interface ApiPortalStudio {
  name: string;
  address: string | null;
  /** A map search for the address (phones open their maps app); none without an address. */
  mapUrl?: string | null;
}

/** An appointment's deposit as the client reads it: the state in words and the amount. */
export interface ApiPortalDeposit {
  status: OnlineDepositStatus;
  /** 'paid online', 'refunded', … (`depositStatusWords`). */
  words: string;
  amount: Money;
}

/** What the appointment is for, where the studio knows it. */
export interface ApiPortalWhat {
  title: string;
  design: string | null;
  size: string | null;
  placement: string | null;
}

/** One appointment on the client's page. */
export interface ApiPortalAppointment {
  id: string;
  /** The start (ISO 8601, UTC) and the studio's zone it reads in. */
  start: string;
  timezone: string;
  durationMinutes: number;
  type: AppointmentType;
  /** 'Tattoo session', 'Consultation', … */
  typeLabel: string;
  what: ApiPortalWhat;
  status: AppointmentStatus;
  deposit: ApiPortalDeposit | null;
  /** The project's price minus everything recorded; null without a price. */
  balanceDue: Money | null;
  /** Filled by the client's moves (s49-moves): whether the page offers "Move", and why not. */
  move?: { allowed: boolean; reason?: string };
  /** Filled by the client's cancel (s49-moves): whether it is offered, and the deposit's fate. */
  cancel?: { allowed: boolean; outcome: string };
  /** Filled by the balance payment (s49-balance): "Pay the balance" is offered. */
  balanceOnline?: boolean;
}

/** Something the client still has to do, as a button on the page. */
export interface ApiPortalTodo {
  kind: 'intake' | 'approval';
  appointmentId: string | null;
  projectId: string | null;
  label: string;
  /** The path of the private page (`/intake/{token}`, `/approve/{token}`) on the app's origin. */
  path: string;
}

/** A file the client may download from their page. */
export interface ApiPortalDownload {
  kind: 'intake' | 'deposit-policy' | 'aftercare' | 'ink-passport';
  label: string;
  appointmentId: string | null;
  /** The API path under `/api/public/portal/{token}/…`. */
  path: string;
}

/** GET /api/public/portal/{token}: everything the client's page shows. */
export interface ApiPortal {
  artist: ApiPortalArtist;
  studio: ApiPortalStudio;
  clientFirstName: string;
  /** How the studio writes money and dates. */
  locale: StudioLocale;
  currency: string;
  upcoming: ApiPortalAppointment[];
  past: ApiPortalAppointment[];
  todo: ApiPortalTodo[];
  downloads: ApiPortalDownload[];
  /** The healed-photo page, after a session, while its link opens. */
  healedPhotoLink?: string;
}

/** POST /api/clients/{id}/portal-link: 201, the new link (every earlier one stops working). */
export interface ApiPortalLink {
  url: string;
}

/** GET /api/clients/{id}/portal-link: the artist's view of the client's link. */
export interface ApiPortalLinkStatus {
  /** When the client last opened their page (ISO), or null. */
  lastUsedAt: string | null;
  /** When the current link was made ("New link" or the first mail), or null. */
  createdAt: string | null;
}
