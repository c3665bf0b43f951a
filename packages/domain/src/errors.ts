/**
 * Every error a user can hit: a stable code, the HTTP status the API answers with, and the
 * message the spec gives (or, where the spec is silent, a plain sentence a user can act on).
 */
import { ACCOUNT_ERRORS } from './account/errors';
import { AUTH_ERRORS } from './auth-errors';
import { BILLING_ERRORS } from './billing/errors';
import { CHAT_ERRORS } from './chat/errors';
import { PROMO_ERRORS } from './promo/errors';
import { CLIENT_ERRORS } from './clients/errors';
import { GENERATION_ERRORS } from './generation/errors';
import { IMAGE_ERRORS } from './images/errors';
import { IMAGE_TOOL_ERRORS } from './images/tool-errors';
import { GALLERY_ERRORS } from './gallery/errors';
import { BOOKING_ERRORS } from './booking/errors';
import { FLASH_ERRORS } from './flash/errors';
import { HEALED_PHOTO_ERRORS } from './reminders/healed-photo-errors';
import { MAIL_DELIVERY_ERRORS } from './reminders/mail-delivery';
import { STUDIO_ERRORS } from './studio/errors';
import { STUDIO_DESK_ERRORS } from './studio/desk-errors';
import { STUDIO_BOOK_ERRORS } from './studio/book-errors';
import { STUDIO_PAGE_ERRORS } from './studio/page-errors';
import { PORTAL_ERRORS } from './portal/errors';
import { PORTAL_CHANGE_ERRORS } from './portal/change-errors';
import { BALANCE_ERRORS } from './portal/balance-errors';
import { TEXT_ERRORS } from './texts/errors';
import { TEXT_WEBHOOK_ERRORS } from './text-webhooks/errors';
import { TEXT_REPLY_ERRORS } from './text-replies/errors';
import { SUPPLY_ERRORS } from './supplies/errors';
import { INK_PAPERS_ERRORS } from './ink-papers/errors';
import { ARTIST_ALERT_ERRORS } from './artist-alerts/errors';
import { BRIEF_ERRORS } from './briefs/errors';
import { CONCEPT_ERRORS } from './concepts/errors';
import { NAMED_ARTIST_ERRORS } from './named-artists/errors';
import { DESIGN_REPLY_ERRORS } from './design-reply/errors';

export const ERRORS = {
  ...AUTH_ERRORS,
  ...BILLING_ERRORS,
  ...ACCOUNT_ERRORS,
  ...PROMO_ERRORS,
  ...CHAT_ERRORS,
  ...CLIENT_ERRORS,
  ...GENERATION_ERRORS,
  ...IMAGE_ERRORS,
  ...IMAGE_TOOL_ERRORS,
  ...GALLERY_ERRORS,
  ...BOOKING_ERRORS,
  ...FLASH_ERRORS,
  ...HEALED_PHOTO_ERRORS,
  ...MAIL_DELIVERY_ERRORS,
  ...STUDIO_ERRORS,
  ...STUDIO_DESK_ERRORS,
  ...STUDIO_BOOK_ERRORS,
  ...STUDIO_PAGE_ERRORS,
  ...PORTAL_ERRORS,
  ...PORTAL_CHANGE_ERRORS,
  ...BALANCE_ERRORS,
  ...TEXT_ERRORS,
  ...TEXT_WEBHOOK_ERRORS,
  ...TEXT_REPLY_ERRORS,
  ...SUPPLY_ERRORS,
  ...INK_PAPERS_ERRORS,
  ...ARTIST_ALERT_ERRORS,
  ...BRIEF_ERRORS,
  ...CONCEPT_ERRORS,
  ...NAMED_ARTIST_ERRORS,
  ...DESIGN_REPLY_ERRORS,
  UNAUTHENTICATED: { status: 401, message: 'Authentication required. Please sign in.' },
  TOKEN_INVALID: { status: 401, message: 'Your session has expired. Please sign in again.' },
  FORBIDDEN: { status: 403, message: 'You do not have access to this resource.' },
  NOT_FOUND: { status: 404, message: 'Not found.' },
  /** A path segment that is not valid percent-encoding (`%E0%A4%A`): no id can be read from it. */
  PATH_INVALID: {
    status: 400,
    message: 'This link is broken: part of its address is not valid. Check it and try again.',
  },
  VALIDATION_FAILED: { status: 400, message: 'Some fields are invalid.' },
  INVALID_JSON: { status: 400, message: 'The request body is not valid JSON.' },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'The request is too large.' },
  RATE_LIMITED: { status: 429, message: 'Too many requests. Please wait a moment and try again.' },
  DATA_CONTENDED: {
    status: 409,
    message: 'Several changes reached this record at once. Please try again in a moment.',
  },
  DATA_UNAVAILABLE: {
    status: 503,
    message: 'Our database is busy or unreachable right now. Please try again in a moment.',
  },
  INTERNAL: { status: 500, message: 'Something went wrong on our side. Please try again.' },
  UPSTREAM_UNAVAILABLE: {
    status: 503,
    message: 'A service we depend on is unavailable. Please try again shortly.',
  },
  // A production server started without its OpenAI or Stripe secret: the feature is off
  // (never an offline stand-in), and the route says so before anything is charged.
  AI_NOT_CONFIGURED: {
    status: 503,
    message:
      'AI features are unavailable: the image service is not set up on this server. Nothing was charged.',
  },
  // OpenAI no longer serves the model configured for this use (shut down or renamed): refused
  // before any charge until an admin switches the model param (docs/deploy.md).
  AI_MODEL_UNAVAILABLE: {
    status: 503,
    message:
      'This AI feature is temporarily unavailable while we update the AI model behind it. Nothing was charged.',
  },
  PAYMENTS_NOT_CONFIGURED: {
    status: 503,
    message:
      'Payments are unavailable: the payment provider is not set up on this server. Nothing was charged.',
  },
  /** Nobody is left to receive a paid result (the request closed first): it is refunded. */
  RESULT_NOT_DELIVERED: {
    status: 503,
    message:
      'The connection closed before the result could be delivered. Your credits were refunded.',
  },
  AI_TIMED_OUT: {
    status: 504,
    message:
      'The image service took too long to answer. Your credits were refunded; please try again.',
  },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof ERRORS;

/** The JSON body of every non-2xx API answer. `message` is what a person reads. */
export interface ApiErrorBody {
  error: ErrorCode;
  message: string;
  fields?: Record<string, string>;
}

export function errorBody(code: ErrorCode, message?: string): ApiErrorBody {
  return { error: code, message: message ?? ERRORS[code].message };
}
