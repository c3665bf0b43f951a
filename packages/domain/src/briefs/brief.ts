import type { TattooColour } from '../booking/constants';

/** Where a brief came from: the chat model (with a key) or the offline rules (without one). */
export const BRIEF_AUTHORS = ['model', 'rules'] as const;
export type BriefAuthor = (typeof BRIEF_AUTHORS)[number];

/** A range of the artist's own past figures: the smallest and the largest seen. */
export interface BriefRange {
  min: number;
  max: number;
}

/**
 * What the artist's finished projects say this piece takes. `basedOn` is how many projects
 * were used; with none the ranges are null and `note` says "no history yet": never a guess.
 */
export interface BriefEstimate {
  hours: BriefRange | null;
  priceCents: BriefRange | null;
  /** The studio's currency: the projects' prices are in it. */
  currency: string;
  basedOn: number;
  /** The sentence the screen shows under the figures ("Based on 3 finished projects …"). */
  note: string;
}

/** A question the client answered (s46-reply's round), kept on the brief once answered. */
export interface BriefAnswer {
  question: string;
  answer: string;
}

/** The editable brief on a booking request (`users/{uid}/bookingRequests/{id}.brief`). */
export interface Brief {
  subject: string;
  style: string;
  placement: string;
  sizeCm: number;
  colour: TattooColour;
  /** What is still unclear, worded to the client. */
  questions: string[];
  /** Questions the client has answered, with their answers (applyAnswersToBrief). */
  answered: BriefAnswer[];
  estimate: BriefEstimate;
  draftedBy: BriefAuthor;
  /** ISO 8601. */
  draftedAt: string;
  /** ISO 8601 of the artist's last edit; null until they edit it. */
  editedAt: string | null;
}

/** POST and PUT /api/booking-requests/{id}/brief. */
export interface ApiBriefAnswer {
  brief: Brief;
  /** The same as `brief.draftedBy`, beside it for a screen that says who drafted it. */
  draftedBy: BriefAuthor;
}
