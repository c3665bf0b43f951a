// Every route of /api through Hosting (the deployed shape: the host parses the body before the
// app) × malformed bodies, ids and queries. Each answer must be JSON `{error, message}` below
// 500, never an HTML page; the counts are printed for the issue's record.
import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { ROUTES } from '../functions/test/support/api-routes';
import {
  BAD_IDS,
  RAW_JSON_BODIES,
  badQueries,
  wrongTypeBodies,
} from '../functions/test/support/bad-input';
import { uniqueEmail } from './support/auth-emulator';
import { appUrl } from './support/browser';

async function signUp(): Promise<string> {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (!host) throw new Error('FIREBASE_AUTH_EMULATOR_HOST is not set: run through the stack.');
  const res = await fetch(
    `http://${host}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: uniqueEmail('fuzz'),
        password: 'tattoo-123',
        returnSecureToken: true,
      }),
    },
  );
  return ((await res.json()) as { idToken: string }).idToken;
}

/** Bodies the host's own parser sees first (it refuses what body-parser's strict mode does). */
function hostBodies(fields: readonly string[]): { label: string; text: string }[] {
  const every = (value: string) => `{${fields.map((f) => `"${f}": ${value}`).join(', ')}}`;
  return [
    { label: 'null', text: 'null' },
    { label: 'true', text: 'true' },
    { label: 'an empty body', text: '' },
    { label: 'a BOM and garbage', text: '\uFEFF{garbage' },
    { label: 'a 5 MB object', text: JSON.stringify({ padding: 'x'.repeat(5_000_000) }) },
    { label: 'lone surrogates in every field', text: every('"\\ud800\\udfff\\ud800"') },
    { label: 'unicode in every field', text: every('"\\u0000\\u202e💥 ﷽ ☃ /../"') },
    { label: 'a nested 2,000-deep array', text: `${'['.repeat(2000)}${']'.repeat(2000)}` },
  ];
}

/** node:http, not fetch: the path goes out exactly as written (`..` and all). */
function send(
  method: string,
  path: string,
  headers: Record<string, string>,
  body: string | undefined,
): Promise<{ status: number; type: string; text: string }> {
  const url = new URL(appUrl());
  // Node frames a DELETE body only with an explicit length (no chunked default for DELETE).
  if (body !== undefined) headers['content-length'] = String(Buffer.byteLength(body));
  return new Promise((resolve) => {
    let answered = false;
    const req = request({ host: url.hostname, port: url.port, method, path, headers }, (res) => {
      answered = true;
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          type: String(res.headers['content-type'] ?? ''),
          text: Buffer.concat(chunks).toString(),
        }),
      );
    });
    // A server may answer an oversized body (413) and close before the upload ends: the
    // answer counts, the reset of the rest of the upload does not.
    req.on('error', (err) => {
      if (!answered) resolve({ status: 0, type: 'reset', text: err.message });
    });
    req.end(body);
  });
}

interface Tally {
  tried: number;
  json4xx: number;
  serverErrors: string[];
  html: string[];
  other: string[];
  /** The connection closed before any answer (an oversized upload cut off mid-write). */
  resets: string[];
}

async function probe(
  tally: Tally,
  what: string,
  method: string,
  path: string,
  init: { token?: string; body?: string; contentType?: string } = {},
): Promise<void> {
  tally.tried += 1;
  const headers: Record<string, string> = {};
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  if (init.body !== undefined) headers['content-type'] = init.contentType ?? 'application/json';
  const res = await send(method, path, headers, method === 'GET' ? undefined : init.body);
  const { text, type } = res;
  const label = `${res.status} ${what}: ${text.slice(0, 120)}`;
  if (type === 'reset') {
    tally.resets.push(label);
    return;
  }
  if (res.status >= 500) tally.serverErrors.push(label);
  if (!type.includes('json')) {
    if (res.status >= 400) tally.html.push(label);
    return;
  }
  if (res.status < 400) return;
  const body = JSON.parse(text) as { error?: unknown; message?: unknown };
  if (typeof body.error === 'string' && typeof body.message === 'string') {
    if (res.status < 500) tally.json4xx += 1;
  } else tally.other.push(label);
}

const pathOf = (pattern: string, id = 'no-such-id-0000') => pattern.replace(/[:*]\w+/g, id);

/** The pattern once per parameter, that one given `id`, the others a well-formed unknown id. */
const pathsWithOneBad = (pattern: string, id: string) =>
  (pattern.match(/[:*]\w+/g) ?? []).map((_, n) => {
    let at = -1;
    return pattern.replace(/[:*]\w+/g, () => ((at += 1) === n ? id : 'no-such-id-0000'));
  });

describe('malformed input through Hosting', () => {
  it('every route answers JSON 4xx to bad bodies, ids and queries: no HTML, no 5xx', async () => {
    const token = await signUp();
    const tally: Tally = {
      tried: 0,
      json4xx: 0,
      serverErrors: [],
      html: [],
      other: [],
      resets: [],
    };
    for (const [route, row] of Object.entries(ROUTES)) {
      const [method = 'GET', pattern = '/'] = route.split(' ');
      const path = pathOf(pattern);
      const fields = row.fields ?? ['name'];
      const bodies = [
        ...RAW_JSON_BODIES,
        ...wrongTypeBodies(fields),
        ...hostBodies(fields),
        { label: 'a form body', text: 'email=a%40b.co&password=x' },
      ];
      for (const body of bodies) {
        if (method === 'GET') continue;
        const contentType =
          body.label === 'a form body' ? 'application/x-www-form-urlencoded' : undefined;
        await probe(tally, `${route} ${body.label}`, method, path, {
          token,
          body: body.text,
          ...(contentType ? { contentType } : {}),
        });
      }
      if (/[:*]/.test(pattern)) {
        // Each parameter in turn (three 1,600-character ids in one address would be a request
        // line the Hosting proxy refuses before any app sees it).
        for (const id of BAD_IDS) {
          for (const path of pathsWithOneBad(pattern, id)) {
            await probe(tally, `${route} id=${id.slice(0, 30)}`, method, path, {
              token,
              ...(method === 'GET' ? {} : { body: '{}' }),
            });
          }
        }
      }
      for (const query of badQueries(row.query ?? [])) {
        await probe(tally, `${route}?${query.slice(0, 40)}`, method, `${path}?${query}`, {
          token,
        });
      }
    }
    for (const path of [
      '/api/../api/auth/me',
      '/api/.hidden',
      '/api/nope',
      '/api/ai/jobs/a%2Fb',
      '/api/clients/..%2F..%2Fusers',
      '/api/gallery/%2e%2e',
    ]) {
      await probe(tally, `GET ${path}`, 'GET', path, { token });
      await probe(tally, `DELETE ${path}`, 'DELETE', path, { token });
    }
    console.log(
      `malformed inputs through Hosting: ${tally.tried} tried, ${tally.json4xx} JSON 4xx, ` +
        `${tally.serverErrors.length} 5xx, ${tally.html.length} non-JSON errors, ` +
        `${tally.resets.length} upload resets before an answer`,
    );
    for (const line of [...tally.html, ...tally.resets].slice(0, 30)) console.log(line);
    expect(tally.serverErrors).toEqual([]);
    expect(tally.html).toEqual([]);
    expect(tally.other).toEqual([]);
  }, 600_000);
});
