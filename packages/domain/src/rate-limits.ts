/**
 * Request budgets (token buckets): `capacity` calls at once, refilled at `perMinute`. Paid and
 * signed-in calls are counted per verified artist, so a studio sharing one address is not one
 * budget; the calls made before sign-in are counted per client address.
 */
export interface RateLimitRule {
  capacity: number;
  perMinute: number;
}

export const RATE_LIMITS = {
  /** Password guessing and account creation, per client address. */
  login: { capacity: 10, perMinute: 10 },
  /** Reset mails and reset-code guessing, per client address. */
  passwordReset: { capacity: 5, perMinute: 5 },
  /** Signed-in password changes, per artist. */
  changePassword: { capacity: 5, perMinute: 5 },
  /** Profile saves, per artist: an e-mail change checks the password, so this bounds guessing. */
  profile: { capacity: 10, perMinute: 10 },
  /** The support chat, per artist. */
  chat: { capacity: 20, perMinute: 20 },
  /** AI design generation (each call spends credits), per artist. */
  generation: { capacity: 20, perMinute: 20 },
  /** Paid image tools: stencils, background removal, upscaling, edits, body previews. */
  paidTool: { capacity: 30, perMinute: 30 },
  /** The public client pages reached by a private link (intake, approval), per address. */
  publicForm: { capacity: 30, perMinute: 30 },
  /** Booking requests sent from an artist's public page, per address: a few, then one a minute. */
  bookingRequest: { capacity: 5, perMinute: 1 },
  /** Healed photos sent through a client's private link, per address: a few, then one a minute. */
  healedPhoto: { capacity: 5, perMinute: 1 },
  /**
   * An artist's "E-mail to client" actions, per client e-mail address (every artist's mail
   * shares the platform's sending domain): three at once, then one every five minutes.
   */
  clientMail: { capacity: 3, perMinute: 0.2 },
  /** Studio invitations sent by an owner (each one mails a stranger): a few, then one a minute. */
  studioInvite: { capacity: 10, perMinute: 1 },
} as const satisfies Record<string, RateLimitRule>;

export type RateLimitName = keyof typeof RATE_LIMITS;
export type RateLimitRules = Record<RateLimitName, RateLimitRule>;
