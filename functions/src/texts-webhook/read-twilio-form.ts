import express, { type Request, type RequestHandler } from 'express';

/** A Twilio webhook is a few hundred bytes; a 1,600-character body with its fields fits. */
const FORM_LIMIT = '32kb';
const urlencoded = express.urlencoded({ extended: false, limit: FORM_LIMIT });

/**
 * Twilio posts application/x-www-form-urlencoded, which the app's JSON parser leaves unread.
 * On Cloud Functions the host already read the body and keeps its bytes on `rawBody`; in
 * process the stream is still there. Either way the handler gets every field as a string.
 */
export const readTwilioForm: RequestHandler = (req, res, next) => {
  if (!req.is('application/x-www-form-urlencoded')) {
    req.body = {};
    next();
    return;
  }
  const raw = (req as Request & { rawBody?: unknown }).rawBody;
  if (Buffer.isBuffer(raw)) {
    req.body = Object.fromEntries(new URLSearchParams(raw.toString('utf8')));
    next();
    return;
  }
  urlencoded(req, res, next);
};

/** The form's fields as strings (a repeated field keeps its last value, as Twilio sends none). */
export function formFields(body: unknown): Record<string, string> {
  const fields: Record<string, string> = {};
  if (!body || typeof body !== 'object') return fields;
  for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
    if (typeof value === 'string') fields[key] = value;
    else if (Array.isArray(value) && typeof value.at(-1) === 'string') fields[key] = value.at(-1);
  }
  return fields;
}
