/** One text to a client; the status of its delivery comes back to `statusCallback`. */
export interface OutgoingText {
  /** E.164. */
  to: string;
  body: string;
  /** Our public status webhook: Twilio posts queued, sent, delivered or undelivered there. */
  statusCallback: string;
}

export interface TextProvider {
  /** False while the account SID, the auth token or the sender is missing: texts are off. */
  readonly configured: boolean;
  /** The number (E.164) or Messaging Service SID (MG…) texts go from; '' when not configured. */
  readonly from: string;
  /** Resolves once Twilio accepted the message (status `queued` or `accepted`); rejects otherwise. */
  send(m: OutgoingText): Promise<{ sid: string; status: string }>;
  /** True when `X-Twilio-Signature` signs `url` (the public URL Twilio posted to) and `params`. */
  verify(signature: string | undefined, url: string, params: Record<string, string>): boolean;
}

/** Sending with texts off: the caller falls back to e-mail. */
export class TextsNotConfiguredError extends Error {
  override readonly name = 'TextsNotConfiguredError';
  readonly code = 'TEXTS_NOT_CONFIGURED';
  constructor() {
    super('Texts are off: TWILIO_ACCOUNT_SID, TWILIO_FROM or TWILIO_AUTH_TOKEN is not set.');
  }
}

/**
 * Twilio refused the message. `permanent`: sending it again cannot help (a 4xx, e.g. 21211 an
 * invalid number, 21610 a recipient who texted STOP to this sender); otherwise retry later.
 */
export class TextRefusedError extends Error {
  override readonly name = 'TextRefusedError';
  constructor(
    message: string,
    /** Twilio's error code (https://www.twilio.com/docs/api/errors), null if none. */
    readonly twilioCode: number | null,
    /** The HTTP status of Twilio's answer, 0 when none came. */
    readonly httpStatus: number,
  ) {
    super(message);
  }

  get permanent(): boolean {
    return this.httpStatus >= 400 && this.httpStatus < 500 && this.httpStatus !== 429;
  }
}
