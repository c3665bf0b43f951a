import { env } from '@/config/env';
import { ApiError } from './api-error';
import { getFirebaseAuth } from './firebase';
import { readItem, storageKeys } from './storage';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  method?: Method;
  /** A plain object is sent as JSON; FormData is sent as multipart (files). */
  body?: unknown;
  signal?: AbortSignal;
}

/** The identity headers of spec accounts §6: the Firebase ID token, else the stored demo token. */
async function authHeaders(): Promise<Record<string, string>> {
  const auth = getFirebaseAuth();
  // The shell may render from the session backup before Firebase has restored the signed-in
  // user; without this wait a page's first queries go out without a token and answer 401.
  await auth.authStateReady();
  const current = auth.currentUser;
  if (current) {
    const token = await current.getIdToken();
    return { Authorization: `Bearer ${token}`, 'x-firebase-uid': current.uid };
  }
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
  const response = await fetch(`${env.apiOrigin}${path}`, {
    method: options.method ?? (body === undefined ? 'GET' : 'POST'),
    credentials: 'include',
    headers,
    body,
    signal: options.signal,
  });
  if (!response.ok) {
    const text = await response.text();
    throw new ApiError(response.status, text || response.statusText, parseBody(text));
  }
  return response;
}

/** One request to /api with the spec's semantics: credentials included, non-OK throws. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await send(path, options, 'application/json');
  return parseBody(await response.text()) as T;
}

/** A POST to /api that answers a file (a PDF, an SVG): its bytes. */
export async function apiFile(path: string, body: unknown): Promise<Blob> {
  const response = await send(path, { method: 'POST', body }, '*/*');
  return response.blob();
}

export const api = {
  get: <T>(path: string, signal?: AbortSignal) => apiRequest<T>(path, { method: 'GET', signal }),
  post: <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: 'POST', body: body ?? {} }),
};
