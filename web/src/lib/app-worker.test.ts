import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';

// Vitest runs from the repository's root.
const web = path.resolve('web');
const read = (file: string) => readFileSync(path.join(web, file), 'utf8');

type Listener = (event: unknown) => void;

/** Runs web/public/sw.js with a stand-in `self` and answers which requests it takes over. */
function loadWorker() {
  const listeners: Record<string, Listener> = {};
  const self = {
    location: { origin: 'https://inkforge.example' },
    addEventListener: (type: string, listener: Listener) => (listeners[type] = listener),
  };
  const imported: string[] = [];
  new Function('self', 'importScripts', 'caches', 'fetch', read('public/sw.js'))(
    self,
    (url: string) => imported.push(url),
    // The answers themselves are not looked at here: a cache that never opens.
    { open: () => new Promise(() => {}) },
    vi.fn(),
  );
  const takesOver = (path: string, init: { method?: string; mode?: string } = {}) => {
    const respondWith = vi.fn();
    listeners.fetch!({
      request: { url: `https://inkforge.example${path}`, method: 'GET', mode: 'cors', ...init },
      respondWith,
    });
    return respondWith.mock.calls.length > 0;
  };
  return { takesOver, imported };
}

describe('the app service worker', () => {
  it('never answers /api, Firebase paths or the public pages', () => {
    const { takesOver } = loadWorker();
    expect(takesOver('/api/dashboard/today')).toBe(false);
    expect(takesOver('/api/auth/me', { mode: 'navigate' })).toBe(false);
    expect(takesOver('/__/auth/handler', { mode: 'navigate' })).toBe(false);
    expect(takesOver('/book/pro', { mode: 'navigate' })).toBe(false);
    expect(takesOver('/assets/app.js', { method: 'POST' })).toBe(false);
  });

  it('keeps the shell: screens, hashed assets and icons', () => {
    const { takesOver } = loadWorker();
    expect(takesOver('/dashboard', { mode: 'navigate' })).toBe(true);
    expect(takesOver('/calendar', { mode: 'navigate' })).toBe(true);
    expect(takesOver('/assets/index-abc123.js')).toBe(true);
    expect(takesOver('/icons/icon-192.png')).toBe(true);
  });

  it('carries the push alerts: a scope has one worker', () => {
    expect(loadWorker().imported).toEqual(['/alerts-sw.js']);
  });
});

describe('installable', () => {
  const manifest = JSON.parse(read('public/manifest.webmanifest')) as {
    start_url: string;
    display: string;
    theme_color: string;
    icons: { src: string; sizes: string; purpose: string }[];
  };

  it('has a manifest that opens standalone on the dashboard, with its icons', () => {
    expect(manifest.start_url).toBe('/dashboard');
    expect(manifest.display).toBe('standalone');
    expect(manifest.icons.map((i) => [i.src, i.sizes, i.purpose])).toEqual([
      ['/icons/icon-192.png', '192x192', 'any'],
      ['/icons/icon-512.png', '512x512', 'any'],
      ['/icons/icon-maskable-512.png', '512x512', 'maskable'],
    ]);
    for (const icon of manifest.icons) {
      expect(readFileSync(path.join(web, 'public', icon.src)).subarray(1, 4).toString()).toBe(
        'PNG',
      );
    }
  });

  it('is linked from index.html with a theme colour for light and for dark', () => {
    const html = read('index.html');
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
    expect(html).toMatch(/name="theme-color" content="#[0-9a-f]{6}" media="\(prefers-color-scheme: light\)"/);
    expect(html).toMatch(/name="theme-color" content="#[0-9a-f]{6}" media="\(prefers-color-scheme: dark\)"/);
    expect(html).toContain(`content="${manifest.theme_color}" media="(prefers-color-scheme: light)"`);
  });

  it('Hosting serves the worker unstale and the manifest as a manifest', () => {
    const hosting = (
      JSON.parse(read('../firebase.json')) as {
        hosting: {
          headers: {
            source?: string;
            regex?: string;
            headers: { key: string; value: string }[];
          }[];
        };
      }
    ).hosting;
    const headersFor = (path: string) =>
      Object.fromEntries(
        hosting.headers
          .filter((h) => (h.regex ? new RegExp(h.regex).test(path) : h.source === path))
          .flatMap((h) => h.headers.map((x) => [x.key, x.value])),
      );
    expect(headersFor('/sw.js')['Cache-Control']).toBe('no-cache');
    expect(headersFor('/alerts-sw.js')['Cache-Control']).toBe('no-cache');
    expect(headersFor('/manifest.webmanifest')).toMatchObject({
      'Content-Type': 'application/manifest+json',
      'Cache-Control': 'no-cache',
    });
  });
});
