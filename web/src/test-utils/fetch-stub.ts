import { vi } from 'vitest';
import type {
  ApiResponses,
  ApiRoute,
  ApiRouteParams,
  ErrorCode,
  PathParams,
} from '@inkforge/domain';
import type { FileRoute } from '@/lib/api-path';

export interface RecordedRequest {
  url: string;
  method: string;
  body: unknown;
}

/** What a handler hears: the request, its path's parameters and its query. */
interface StubRequest<Params> extends RecordedRequest {
  params: Params;
  query: URLSearchParams;
}

/** A refusal as the server sends it: `{ error: CODE, message }` with its status. */
class Failure {
  constructor(
    readonly status: number,
    readonly body: { error: ErrorCode; message: string; fields?: Record<string, string> },
    readonly retryAfterSeconds?: number,
  ) {}
}

/** The server refusing, with one of the domain's codes (and the fields or wait it names). */
export function fail(
  status: number,
  error: ErrorCode,
  message: string,
  extra: { fields?: Record<string, string>; retryAfterSeconds?: number } = {},
): Failure {
  const body = extra.fields ? { error, message, fields: extra.fields } : { error, message };
  return new Failure(status, body, extra.retryAfterSeconds);
}

/** A file as a file route answers it (a PDF, an SVG, a PNG): bytes, not a shape. */
class FileAnswer {
  constructor(
    readonly bytes: BlobPart,
    readonly type: string,
    readonly headers: Record<string, string> = {},
  ) {}
}

export const fileAnswer = (bytes: BlobPart, type: string, headers?: Record<string, string>) =>
  new FileAnswer(bytes, type, headers);

type Answer<T> = T | Failure | undefined;
type Handler<R extends ApiRoute> = (
  request: StubRequest<ApiRouteParams<R>>,
) => Answer<ApiResponses[R]> | Promise<Answer<ApiResponses[R]>>;
type FileHandler<R extends FileRoute> = (
  request: StubRequest<PathParams<R extends `${string} ${infer Path}` ? Path : never>>,
) => Answer<FileAnswer> | Promise<Answer<FileAnswer>>;

/** A stored file outside /api (a signed image URL a download reads), by its whole URL. */
type StoredFileUrl = `GET http${string}`;

/**
 * The answers of a test's server, by route as the domain's map names them: each handler's
 * answer is type-checked against what the server sends for that route, so a stub cannot answer
 * a shape the server never sends. A handler may refuse with `fail(...)`; undefined leaves the
 * request unanswered. File routes, and stored files by their URL, answer `fileAnswer(...)`.
 */
export type StubHandlers = { [R in ApiRoute]?: Handler<R> } & {
  [R in FileRoute]?: FileHandler<R>;
} & { [url: StoredFileUrl]: () => Answer<FileAnswer> };

const ANY_ORIGIN = 'http://stub.test';

function matcher(route: string) {
  const [method, pattern] = route.split(' ') as [string, string];
  if (pattern.startsWith('http')) return { route, method, names: [], url: pattern };
  const names: string[] = [];
  const source = pattern
    .split(/([:*][A-Za-z]+)/)
    .map((part) => {
      if (/^[:*]/.test(part)) {
        names.push(part.slice(1));
        return part.startsWith(':') ? '([^/]+)' : '(.+)';
      }
      return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
  return { route, method, names, regex: new RegExp(`^${source}$`) };
}

function jsonResponse(status: number, body: unknown, retryAfterSeconds?: number): Response {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (retryAfterSeconds !== undefined) headers['Retry-After'] = String(retryAfterSeconds);
  return new Response(JSON.stringify(body), { status, headers });
}

function toResponse(answer: unknown): Response | undefined {
  if (answer === undefined) return undefined;
  if (answer instanceof Failure) {
    return jsonResponse(answer.status, answer.body, answer.retryAfterSeconds);
  }
  if (answer instanceof FileAnswer) {
    return new Response(new Blob([answer.bytes], { type: answer.type }), {
      status: 200,
      headers: answer.headers,
    });
  }
  return jsonResponse(200, answer);
}

/**
 * Stubs `fetch` at the network boundary (our modules run for real) with typed answers by route.
 * Unanswered requests get a 503 so a test never reaches a real server; every request is
 * recorded for assertions.
 */
export function stubApi(handlers: StubHandlers): RecordedRequest[] {
  // Literal paths first: `/api/clients/enhanced` before `/api/clients/:id`.
  const routes = Object.keys(handlers)
    .map(matcher)
    .sort((a, b) => a.names.length - b.names.length);
  const requests: RecordedRequest[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const raw = init?.body;
    let body: unknown = raw;
    if (typeof raw === 'string') {
      try {
        body = JSON.parse(raw);
      } catch {
        body = raw;
      }
    }
    const method = init?.method ?? 'GET';
    const request = { url, method, body };
    requests.push(request);
    const { pathname, searchParams } = new URL(url, ANY_ORIGIN);
    for (const route of routes) {
      if (route.method !== method) continue;
      const match =
        'url' in route ? (route.url === url ? [url] : null) : route.regex.exec(pathname);
      if (!match) continue;
      const params = Object.fromEntries(
        route.names.map((name, i) => [name, decodeURIComponent(match[i + 1] ?? '')]),
      );
      const handler = handlers[route.route as keyof StubHandlers] as (r: unknown) => unknown;
      const response = toResponse(await handler({ ...request, params, query: searchParams }));
      if (response) return response;
    }
    return jsonResponse(503, { error: 'UPSTREAM_UNAVAILABLE', message: 'stub' });
  });
  return requests;
}
