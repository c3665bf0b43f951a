import { INTAKE_BODY_LIMIT_BYTES, MAX_UPLOAD_BYTES, type ErrorCode } from '@inkforge/domain';
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

interface RouteLimit {
  limit: number;
  /** The refusal past it, naming what is too large in words. */
  error: ErrorCode;
}

/** Routes with an id in their path that need more, and the words their refusal says. */
const PATTERN_LIMITS: readonly (RouteLimit & { path: RegExp })[] = [
  // The intake form carries a drawn signature (signature-limits.ts).
  {
    path: /^\/intake\/[^/]+$/,
    limit: INTAKE_BODY_LIMIT_BYTES,
    error: 'INTAKE_SIGNATURE_TOO_LARGE',
  },
];

function jsonLimitFor(path: string): RouteLimit {
  const fixed = JSON_BODY_LIMITS[path];
  if (fixed) return { limit: fixed, error: 'PAYLOAD_TOO_LARGE' };
  const pattern = PATTERN_LIMITS.find((p) => p.path.test(path));
  return pattern ?? { limit: JSON_BODY_LIMIT_BYTES, error: 'PAYLOAD_TOO_LARGE' };
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
    if (hostFailure === 413) throw new AppError(jsonLimitFor(req.path).error);
    if (hostFailure !== undefined) throw new AppError('INVALID_JSON');
    if (req.is('multipart/form-data')) {
      if (sizeOf(req) > MULTIPART_BODY_LIMIT_BYTES) throw new AppError('FILE_TOO_LARGE');
      next();
      return;
    }
    const { limit, error } = jsonLimitFor(req.path);
    if (sizeOf(req) > limit) throw new AppError(error);
    // The host parses text and form bodies too; only JSON bodies are read by our routes.
    if (!req.is('application/json')) req.body = undefined;
    // A body sent without its length is measured while read: the same words past the limit.
    parserFor(limit)(req, res, (err?: unknown) => {
      const tooLarge = (err as { type?: unknown } | undefined)?.type === 'entity.too.large';
      next(tooLarge ? new AppError(error) : err);
    });
  };
}
