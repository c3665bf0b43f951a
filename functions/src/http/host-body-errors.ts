import { realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Request } from 'express';

type Next = (err?: unknown) => void;
type Middleware = (req: Request, res: unknown, next: Next) => void;
type JsonFactory = (options?: unknown) => Middleware;

const CAPTURED = Symbol.for('inkforge.hostBodyError');

interface CapturedRequest {
  [CAPTURED]?: number;
  _body?: boolean;
}

function clientErrorStatus(err: unknown): number | undefined {
  const status = (err as { status?: unknown } | null)?.status;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : undefined;
}

/**
 * The host's own script: a symlink (`.bin/functions-framework`) resolves to its package; the
 * emulator starts its runtime without the `.js` extension, which only the directory needs.
 */
function hostScript(entry: string): string {
  try {
    return realpathSync(entry);
  } catch {
    return entry;
  }
}

/**
 * Cloud Functions (the Functions Framework in production, the emulator's runtime locally)
 * parses a JSON body with body-parser before our handler runs, and a body it cannot parse
 * (`{"a":`, `null`, `42`) is answered by that host's express with an HTML page. Both hosts
 * load our module before they build their parsers, so we wrap the host's own `json()`
 * factory: a client-side parse failure is remembered on the request and handed on, and our
 * app answers it as JSON (`hostBodyFailure`). Returns false when the host has no body-parser.
 */
export function captureHostJsonErrors(entry = process.argv[1]): boolean {
  if (!entry) return false;
  let bodyParser: { json?: JsonFactory };
  try {
    bodyParser = createRequire(hostScript(entry))('body-parser') as { json?: JsonFactory };
  } catch {
    return false;
  }
  const original = bodyParser.json;
  if (typeof original !== 'function') return false;
  const json: JsonFactory = (options) => {
    const parse = original.call(bodyParser, options);
    return (req, res, next) =>
      parse(req, res, (err) => {
        const status = clientErrorStatus(err);
        if (status === undefined) return next(err);
        const captured = req as unknown as CapturedRequest;
        captured[CAPTURED] = status;
        // The stream is spent: later host parsers must not wait for it.
        captured._body = true;
        next();
      });
  };
  Object.defineProperty(bodyParser, 'json', { configurable: true, enumerable: true, value: json });
  return true;
}

/** The 4xx status the host's parser gave this request's body (400 unparsable, 413 too large). */
export function hostBodyFailure(req: Request): number | undefined {
  return (req as unknown as CapturedRequest)[CAPTURED];
}
