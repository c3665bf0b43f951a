import type {
  ApiBodyOf,
  ApiMethod,
  ApiQueryOf,
  ApiResponses,
  ApiRoute,
  ApiRouteParams,
  MultipartBody,
} from '@inkforge/domain';
import { env } from '@/config/env';
import { apiPath, splitRoute } from './api-path';
import { ApiError } from './api-error';
import { firebaseIdentity } from './firebase';
import { readItem, storageKeys } from './storage';

interface RequestOptions {
  method?: ApiMethod;
  /** A plain object is sent as JSON; FormData is sent as multipart (files). */
  body?: unknown;
  signal?: AbortSignal;
}

/** The identity headers of the Firebase ID token, else the stored demo token. */
async function authHeaders(): Promise<Record<string, string>> {
  // The shell may render from the session backup before Firebase has restored the signed-in
  // user; without this wait a page's first queries go out without a token and answer 401.
  const identity = await firebaseIdentity();
  if (identity) return { Authorization: `Bearer ${identity.token}`, 'x-firebase-uid': identity.uid };
  const demoToken = readItem('local', storageKeys.demoToken);
  return demoToken ? { Authorization: `Bearer ${demoToken}` } : {};
}

function parseBody(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Seconds from a Retry-After header (the server sends whole seconds), if any. */
function retryAfterOf(response: Response): number | undefined {
  const value = Number(response.headers.get('Retry-After'));
  return Number.isFinite(value) && value > 0 ? value : undefined;
}

/**
 * A read the server says is worth repeating: the database was contended (409) or briefly
 * unavailable (503), with Retry-After. Retried once, after a jittered wait of at most 2 s so
 * many tabs do not come back in step.
 */
async function retriedOnce(method: ApiMethod, send: () => Promise<Response>): Promise<Response> {
  const first = await send();
  const retryAfter = retryAfterOf(first);
  if (method !== 'GET' || retryAfter === undefined) return first;
  if (first.status !== 503 && first.status !== 409) return first;
  const waitMs = Math.min(retryAfter, 2) * 1000 * (0.5 + Math.random() * 0.5);
  await new Promise((resolve) => setTimeout(resolve, waitMs));
  return send();
}

/** Sends one request to /api with credentials; a non-OK answer throws an ApiError. */
async function send(path: string, options: RequestOptions, accept: string): Promise<Response> {
  const headers: Record<string, string> = { Accept: accept, ...(await authHeaders()) };
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const method = options.method ?? (body === undefined ? 'GET' : 'POST');
  const response = await retriedOnce(method, () =>
    fetch(`${env.apiOrigin}${path}`, {
      method,
      credentials: 'include',
      headers,
      body,
      signal: options.signal,
    }),
  );
  if (!response.ok) {
    const text = await response.text();
    throw new ApiError(
      response.status,
      text || response.statusText,
      parseBody(text),
      retryAfterOf(response),
    );
  }
  return response;
}

type QueryValues = Record<string, string | number | boolean | null | undefined>;

/** A declared query's values, any of which may be left out as null. */
type LeaveOut<Q> = { [K in keyof Q]?: Q[K] | null };

/** The body a route takes from the web: its schema's input, FormData for an upload. */
type WebBody<R extends ApiRoute> = ApiBodyOf<R> extends MultipartBody ? FormData : ApiBodyOf<R>;

/**
 * A JSON call's extras: a body (a plain object as JSON, FormData as multipart) and a query,
 * both typed by the route's declaration (a wrong body does not compile), and a signal.
 */
type CallOptions<R extends ApiRoute> = (undefined extends WebBody<R>
  ? { body?: WebBody<R> }
  : { body: WebBody<R> }) & {
  /** Query-string values; undefined and null ones are left out. */
  query?: ApiQueryOf<R> extends undefined ? QueryValues : LeaveOut<ApiQueryOf<R>>;
  signal?: AbortSignal;
};

/** The arguments after the route: the path's parameters (when it has any) and the extras. */
type CallArgs<R extends ApiRoute> =
  keyof ApiRouteParams<R> extends never
    ? undefined extends WebBody<R>
      ? [options?: CallOptions<R>]
      : [options: CallOptions<R>]
    : [options: CallOptions<R> & { params: ApiRouteParams<R> }];

function queryString(query: QueryValues | undefined): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) search.set(name, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/**
 * One call to /api, typed by the domain's map of answers: the method comes from the route,
 * its `:params` are filled in, and the answer is the body the server sends for that route.
 * Credentials are included and a non-OK answer throws an ApiError.
 */
export async function apiCall<R extends ApiRoute>(
  route: R,
  ...[options = {} as CallArgs<R>[0] & object]: CallArgs<R>
): Promise<ApiResponses[R]> {
  const [method] = splitRoute(route);
  const { query, signal } = options as { query?: QueryValues; signal?: AbortSignal };
  const params = 'params' in options ? options.params : undefined;
  const path = apiPath(route, params as never) + queryString(query);
  // A write without a body still sends an empty JSON object, as the server's parser expects.
  const sent = (options as { body?: unknown }).body;
  const body = sent ?? (method === 'GET' || method === 'DELETE' ? undefined : {});
  const response = await send(path, { method, body, signal }, 'application/json');
  return parseBody(await response.text()) as ApiResponses[R];
}

/** A call to /api that answers a file (a PDF, an SVG): a POST with a body, else a GET. */
export async function apiFile(path: string, body?: unknown, accept = '*/*'): Promise<Blob> {
  return (await apiFileWithHeaders(path, body, accept)).blob;
}

/** apiFile with the answer's headers, for a file that carries a fact beside it. */
export async function apiFileWithHeaders(
  path: string,
  body?: unknown,
  /** A route that answers JSON or a file picks by it (the commissions report's CSV). */
  accept = '*/*',
): Promise<{ blob: Blob; headers: Headers }> {
  const method = body === undefined ? 'GET' : 'POST';
  const response = await send(path, { method, body }, accept);
  return { blob: await response.blob(), headers: response.headers };
}
