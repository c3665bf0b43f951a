import { MAX_UPLOAD_BYTES } from '@inkforge/domain';
import express, { type Request, type RequestHandler } from 'express';
import { AppError } from '../app-error';
import { hostBodyFailure } from './host-body-errors';

/** Most bodies are a handful of fields; a small limit keeps abuse cheap to refuse. */
const JSON_BODY_LIMIT_BYTES = 32 * 1024;
/** Multipart: one image up to the upload limit plus its form fields and boundaries. */
const MULTIPART_BODY_LIMIT_BYTES = MAX_UPLOAD_BYTES + 256 * 1024;

/** Routes (path under /api) that need more than the default JSON limit, and why. */
const JSON_BODY_LIMITS: Readonly<Record<string, number>> = {
  // A message plus the last 20 turns of the conversation.
  '/app/chatbot': 64 * 1024,
};

function jsonLimitFor(path: string): number {
  return JSON_BODY_LIMITS[path] ?? JSON_BODY_LIMIT_BYTES;
}

/** Cloud Functions reads the body before express sees it and leaves the bytes on `rawBody`. */
function sizeOf(req: Request): number {
  const raw = (req as Request & { rawBody?: unknown }).rawBody;
  if (Buffer.isBuffer(raw)) return raw.length;
  return Number(req.get('content-length') ?? 0) || 0;
}

/**
 * The body limit of every /api route, checked on the byte count before our parser runs:
 * multipart up to the upload limit (413 FILE_TOO_LARGE), JSON up to the route's limit (413
 * PAYLOAD_TOO_LARGE). Behaves the same in-process (express parses) and on Cloud Functions,
 * whose host already parsed the body: a body the host could not parse answers 400
 * INVALID_JSON here, and a body that is not JSON is not read as one.
 */
export function jsonBody(): RequestHandler {
  const parsers = new Map<number, RequestHandler>();
  const parserFor = (limit: number) => {
    let parser = parsers.get(limit);
    if (!parser) {
      parser = express.json({ limit, strict: true });
      parsers.set(limit, parser);
    }
    return parser;
  };
  return (req, res, next) => {
    const hostFailure = hostBodyFailure(req);
    if (hostFailure === 413) throw new AppError('PAYLOAD_TOO_LARGE');
    if (hostFailure !== undefined) throw new AppError('INVALID_JSON');
    if (req.is('multipart/form-data')) {
      if (sizeOf(req) > MULTIPART_BODY_LIMIT_BYTES) throw new AppError('FILE_TOO_LARGE');
      next();
      return;
    }
    const limit = jsonLimitFor(req.path);
    if (sizeOf(req) > limit) throw new AppError('PAYLOAD_TOO_LARGE');
    // The host parses text and form bodies too; only JSON bodies are read by our routes.
    if (!req.is('application/json')) req.body = undefined;
    parserFor(limit)(req, res, next);
  };
}
