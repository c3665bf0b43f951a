import type { Brief } from '../briefs/brief';
import type { QuestionRound } from '../design-reply/client-questions';
import type { Money } from '../format/money';
import type { StudioCurrency, StudioLocale } from '../format/studio-format';
import type { PublicProfile } from './public-profile';
import type { BookingAnswer, BookingQuestion } from './questions.schema';
import type { BookingRequestStatus, TattooColour, Weekday } from './constants';

/** GET /api/public/booking/{username}: what the artist takes, shown above the form. */
export interface ApiBookingPage {
  username: string;
  artistName: string;
  styles: string[];
  minimumSizeCm: number | null;
  minimumPrice: Money | null;
  depositText: string;
  /** The artist's currency and locale: the page's amounts read as the artist's own do. */
  currency: StudioCurrency;
  locale: StudioLocale;
  policy: string;
  /** The version of the policy shown: a flash hold accepts this one (issue 38). */
  policyVersion: number;
  /** The artist's own questions; the form sends answers by their ids. */
  questions: BookingQuestion[];
  maxImages: number;
  /**
   * False while the artist takes no payment online (Stripe not connected, or disconnected on
   * Stripe): the pages say "pay at the studio" instead of offering Pay.
   */
  payOnline: boolean;
}

/** GET/PUT /api/profile/booking: the settings form's fields, deposit flat. */
export interface ApiBookingSettings {
  open: boolean;
  username: string;
  styles: string[];
  minimumSizeCm: number | null;
  /** In the studio's currency; the form sends them back as decimals (PUT). */
  minimumPrice: Money | null;
  depositKind: 'none' | 'fixed' | 'percent';
  depositAmount: Money | null;
  depositPercent: number | null;
  policy: string;
  questions: BookingQuestion[];
  /** Each edit of the policy text is a new version; clients accept one version. */
  policyVersion: number;
  /** How many times a paid deposit may move to a rescheduled appointment. */
  maxDepositMoves: number;
  /** Issue 49: what clients may do on their page (docs/booking.md, "What clients may do"). */
  clientMovesAllowed: boolean;
  clientNoticeHours: number;
  balanceOnline: boolean;
}

export interface ApiBookingRequest {
  id: string;
  status: BookingRequestStatus;
  createdAt: string;
  idea: string;
  placement: string;
  sizeCm: number;
  colour: TattooColour;
  preferredDays: Weekday[];
  name: string;
  email: string;
  phone: string;
  /** Short-lived signed URLs of the reference images. */
  images: string[];
  /** Answers to the artist's questions, with each question as the client saw it. */
  answers: BookingAnswer[];
  answeredAt: string | null;
  clientId: string | null;
  projectId: string | null;
  appointmentId: string | null;
  /** The deposit asked on acceptance, not yet paid. */
  deposit: Money | null;
  /** The client's page to pay it ('/deposit/…', under the app's origin); null without one. */
  depositLink: string | null;
  declineMessage: string | null;
  /** Whether the client's e-mail about the answer went out. */
  mailSent: boolean | null;
  /** Issue 46: the consultation brief, once drafted. */
  brief: Brief | null;
  /** Issue 46: the rounds of questions sent to the client, oldest first, with their answers. */
  questionRounds?: QuestionRound[];
}

/** GET /api/booking-requests: newest first, and how many wait for an answer. */
export interface ApiBookingRequests {
  requests: ApiBookingRequest[];
  pendingCount: number;
}

/** GET /api/profile/payments-connect: whether deposits can be paid online to the artist. */
export interface ApiConnectStatus {
  connected: boolean;
  chargesEnabled: boolean;
  detailsSubmitted: boolean;
  /** The artist disconnected InkForge on Stripe: online payment is off until they connect again. */
  disconnected: boolean;
}

/** GET/PUT /api/profile/public-page and its avatar: the header as saved, and its image. */
export interface ApiPublicPage extends PublicProfile {
  /** The avatar's 192-px rendition on the artist's page; null when none was uploaded. */
  avatarUrl: string | null;
}
