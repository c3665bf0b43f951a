import type { TextProvider } from '../adapters/twilio';
import type { Logger } from '../logger';

/** A client's text, as Twilio delivered it to our number (its fields, already verified). */
export interface InboundText {
  /** Twilio's MessageSid: the same text delivered twice has the same sid. */
  sid: string;
  /** E.164. */
  from: string;
  to: string;
  body: string;
  /** When it reached us. */
  at: Date;
}

/** A sent text's delivery status, as Twilio reported it. */
export interface TextStatusUpdate {
  sid: string;
  /** Twilio's MessageStatus: queued, sent, delivered, undelivered, failed, … */
  status: string;
  /** Twilio's ErrorCode (e.g. 30003 unreachable handset), null when none. */
  errorCode: string | null;
}

/** What Twilio's two webhooks call once the request is verified (others implement them). */
export interface TextWebhookHooks {
  onInboundText?: (msg: InboundText) => Promise<void>;
  onTextStatus?: (u: TextStatusUpdate) => Promise<void>;
}

export interface TextWebhookDeps {
  texts: Pick<TextProvider, 'configured' | 'verify'>;
  /** The public origin Twilio posts to (APP_ORIGIN): the signature covers the full URL. */
  appOrigin: string;
  clock: () => Date;
  logger: Logger;
  onInboundText: (msg: InboundText) => Promise<void>;
  onTextStatus: (u: TextStatusUpdate) => Promise<void>;
}
