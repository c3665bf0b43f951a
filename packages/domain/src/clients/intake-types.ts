import type { ArtistIdentity } from '../booking/artist-identity';
import type { StudioLocale } from '../format/studio-format';
import type { IntakeAnswers } from './intake';
import type { ApiStudioPlace } from '../studio/studio-place';

/** The studio's waiver: each save is a new version; a signed form keeps the text it showed. */
export interface Waiver {
  version: number;
  text: string;
}

/** What every state of an intake link shows: who sent it and which appointment it is for. */
interface IntakeLinkHeader extends ArtistIdentity {
  /** Who sent the link: the artist's name, with their studio's when it differs. */
  artistName: string;
  appointmentTitle: string;
  appointmentDate: string;
  /** The appointment's zone; dates read in it, in the artist's date format (`locale`). */
  timezone: string;
  locale: StudioLocale;
  /** Where the studio is (issue 49): the one studio identity every client page shows. */
  studio?: ApiStudioPlace;
}

/** GET /api/intake/{token} while the link is open: the form to fill. */
export interface IntakeFormView extends IntakeLinkHeader {
  state: 'open';
  waiver: Waiver;
  expiresAt: string;
  /**
   * What the studio already has on the client's card, to pre-fill the form (only to the holder
   * of the link; never answers of an earlier form).
   */
  client: { name: string; email?: string; phone?: string };
}

/**
 * GET /api/intake/{token} once the link no longer opens the form: what was done and when, or why
 * it stopped. `signed` is the appointment's form (through this link or a newer one).
 */
export type IntakeLinkClosedView = IntakeLinkHeader &
  (
    | {
        state: 'signed';
        signedAt: string;
        /** The client's signed copy (`GET /api/intake/{token}/signed.pdf`) is still downloadable. */
        copyAvailable: boolean;
      }
    | { state: 'replaced' | 'revoked' | 'expired' }
  );

export type IntakeLinkView = IntakeFormView | IntakeLinkClosedView;

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
  /** Issue 44: the client ticked the opt-in to texts on this form. */
  smsConsent?: boolean;
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
