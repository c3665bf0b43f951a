import type { OnlineDepositStatus } from '../booking/deposit';

/** What the client's page says of one booking's move button (the read model's `move`). */
export interface ApiClientMoveOption {
  allowed: boolean;
  /** Why not, in words ("Moves are possible up to 48 hours before; write to Mara"). */
  reason: string | null;
}

/** What the client's page says before a cancel (the read model's `cancel`, and GET …/cancel). */
export interface ApiClientCancelPreview {
  allowed: boolean;
  /** Why not, in words, when not allowed. */
  reason: string | null;
  /** What becomes of the deposit: refunded, kept, or nothing to do. */
  deposit: 'refund' | 'keep' | 'none' | null;
  /** "Your £80.00 deposit will be refunded." / "… kept, because this is less than 48 hours before." */
  words: string | null;
}

/** POST …/move: the booking at its new time. */
export interface ApiClientMove {
  id: string;
  /** ISO 8601 with the studio's offset, and the zone. */
  start: string;
  previousStart: string;
  timezone: string;
  depositStatus: OnlineDepositStatus | null;
}

/** POST …/cancel: what was done, and the deposit's state now. */
export interface ApiClientCancel {
  id: string;
  status: 'cancelled';
  deposit: 'refund' | 'keep' | 'none';
  /** The deposit's state after the cancel: `refunded`, `refunding` (Stripe still at it), `kept`. */
  depositStatus: OnlineDepositStatus | null;
  words: string;
}
