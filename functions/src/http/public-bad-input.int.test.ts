import { DECLARED_ROUTES } from '@inkforge/domain';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { createArtist } from '../../test/support/artist';
import { openBooking } from '../../test/support/booking';
import { registeredRoutes } from '../../test/support/registered-routes';
import { buildTestApp } from '../../test/support/test-app';
import { createPageApp } from '../public-page/page-app';
import { studioPages } from '../studio-page';

// Issue 48: every public route (the artist's page, the deposit page, intake, approval, healed-
// photo links, the share card, the embed) answers a bad id, token or file name with a 4xx in
// words: JSON for the API, an HTML page for a person. Never a 500. Flash's holds and times have
// their own test (flash/).

const { app, db, deps } = buildTestApp();
// The page function as index.ts builds it: the artists' pages and the studios' (issue 43).
const pages = createPageApp(deps, [studioPages(deps)]);

/** What careless or hostile links put where an id, a token or a file name goes. */
const BAD_VALUES = [
  'a%2Fb',
  '__proto__',
  'constructor',
  'hasOwnProperty',
  '%00',
  'x%00.webp',
  '..',
  '%2E%2E',
  '%E0%A4%A',
  '%F0%9F%92%A5',
  'x'.repeat(5000),
  `${'é'.repeat(800)}`,
  'a.b.c.jpg',
  '%20',
];

const OTHERS_TEST = /\/(times|holds)(\/|$)/;

/** The public API routes with a parameter, from their declarations. */
const apiRoutes = DECLARED_ROUTES.filter(
  (route) => route.access === 'public' && route.path.includes(':') && !OTHERS_TEST.test(route.path),
).map((route) => ({ method: route.method, path: route.path }));

/** Every route of the page app with a parameter. */
const pageRoutes = registeredRoutes(pages)
  .map((route) => {
    const [method, path] = route.split(' ') as [string, string];
    return { method, path };
  })
  .filter((route) => route.path.includes(':'));

/** The route's path with one parameter replaced by the bad value, the others by good ones. */
function withValue(path: string, param: string, value: string, good: Record<string, string>) {
  return path.replace(/:(\w+)/g, (_m, name: string) =>
    name === param ? value : (good[name] ?? 'x'),
  );
}

const send = (target: typeof app, method: string, path: string) => {
  const call = request(target)[method.toLowerCase() as 'get'](path);
  return method === 'GET' ? call : call.send({});
};

describe('bad ids, tokens and file names on public routes', () => {
  let username: string;

  beforeAll(async () => {
    const artist = await createArtist(app, db, { plan: 'pro' });
    username = await openBooking(artist, db);
  });

  it('the routes probed are the public ones (the scan sees them)', () => {
    expect(apiRoutes.map((r) => r.path)).toEqual(
      expect.arrayContaining([
        '/api/intake/:token',
        '/api/approve/:token',
        '/api/public/deposits/:token',
        '/api/public/healed-photos/:token',
        '/api/public/booking/:username',
        '/api/public/studios/:slug',
        '/api/public/studios/:slug/requests',
      ]),
    );
    expect(pageRoutes.map((r) => r.path)).toEqual(
      expect.arrayContaining([
        '/book/:username',
        '/book/:username/embed',
        '/book/:username/card/:file',
        '/book/:username/work/:file',
        '/studio/:slug',
        '/studio/:slug/sent',
      ]),
    );
  });

  it('the API answers each with a JSON 4xx in words', async () => {
    const failures: string[] = [];
    for (const route of apiRoutes) {
      for (const param of route.path.match(/:(\w+)/g)!.map((p) => p.slice(1))) {
        for (const value of BAD_VALUES) {
          const path = withValue(route.path, param, value, { username });
          const res = await send(app, route.method, path);
          const ok =
            res.status >= 400 &&
            res.status < 500 &&
            /application\/json/.test(res.headers['content-type'] ?? '') &&
            typeof res.body?.error === 'string' &&
            /\w+ \w+/.test(String(res.body?.message));
          if (!ok)
            failures.push(
              `${route.method} ${path.slice(0, 120)} → ${res.status} ${res.text.slice(0, 80)}`,
            );
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('the pages answer each with an HTML 4xx page in words', async () => {
    const failures: string[] = [];
    for (const route of pageRoutes) {
      for (const param of route.path.match(/:(\w+)/g)!.map((p) => p.slice(1))) {
        for (const value of BAD_VALUES) {
          const path = withValue(route.path, param, value, { username, file: 'x.webp' });
          const res = await send(pages, route.method, path);
          const ok =
            res.status >= 400 &&
            res.status < 500 &&
            /text\/html/.test(res.headers['content-type'] ?? '') &&
            /<h1>[^<]+<\/h1>/.test(res.text);
          if (!ok)
            failures.push(
              `${route.method} ${path.slice(0, 120)} → ${res.status} ${res.text.slice(0, 80)}`,
            );
        }
      }
    }
    expect(failures).toEqual([]);
  });
});
