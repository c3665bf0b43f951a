import type { ArtistIdentity } from '../booking/artist-identity';
import type { IntakeAnswers } from './intake';
import type { ApiStudioPlace } from '../studio/studio-place';

/** The studio's waiver: each save is a new version; a signed form keeps the text it showed. */
export interface Waiver {
  version: number;
  text: string;
}

/** GET /api/intake/{token}: what the public form shows; nothing else of the studio. */
export interface IntakeFormView extends ArtistIdentity {
  /** Who sent the link: the artist's name, with their studio's when it differs. */
  artistName: string;
  appointmentTitle: string;
  appointmentDate: string;
  timezone: string;
  waiver: Waiver;
  expiresAt: string;
  /** Where the studio is (issue 49): the one studio identity every client page shows. */
  studio?: ApiStudioPlace;
}

/** POST /api/appointments/{id}/intake-link: the private link (the web adds its origin). */
export interface IntakeLink {
  path: string;
  expiresAt: string;
  /** When the artist asked to e-mail it: sent, no address on the client's card, or refused. */
  emailed?: 'sent' | 'no_address' | 'failed';
}

/** A signed intake form, frozen as the client signed it. */
export interface SignedIntake {
  appointmentId: string;
  name: string;
  email?: string;
  phone?: string;
  dateOfBirth: string;
  allergies?: string;
  answers: IntakeAnswers;
  waiverVersion: number;
  waiverText: string;
  /** The drawn signature (PNG data URL), or the typed full name when the client typed it. */
  signatureImage?: string;
  typedSignature?: string;
  signedAt: string;
  /** Every "yes" and the allergies, as the warning shows them. */
  medicalFlags: string[];
}

/** GET /api/appointments/{id}/intake: the open link's expiry and the signed form, if any. */
export interface IntakeStatus {
  linkExpiresAt?: string;
  form?: SignedIntake;
}
