import { describe, expect, it } from 'vitest';
import { paths, termsPaths } from './paths';
import { robotsTxt } from './robots-txt';

/** How a crawler reads robots.txt (RFC 9309): the longest matching rule wins; `*` and `$`. */
function crawlable(text: string, urlPath: string): boolean {
  let best = { length: -1, allow: true };
  for (const line of text.split('\n')) {
    const rule = /^(Allow|Disallow): (.+)$/.exec(line);
    if (!rule) continue;
    const pattern = rule[2]!;
    const regex = pattern.replace(/[.+?^{}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*');
    if (!new RegExp(`^${regex}`).test(urlPath) || pattern.length < best.length) continue;
    best = { length: pattern.length, allow: rule[1] === 'Allow' };
  }
  return best.allow;
}

describe('robots.txt', () => {
  const text = robotsTxt('https://inkforge.example');

  it('points to the sitemap at the address users open', () => {
    expect(text.split('\n')).toContain('Sitemap: https://inkforge.example/sitemap.xml');
  });

  it("lets crawlers read the artists' pages, and keeps every other screen and link out", () => {
    const open: string[] = ['/', '/book/pro', '/flash/pro', paths.privacy, ...termsPaths];
    expect(open.filter((p) => !crawlable(text, p))).toEqual([]);
    const concrete = (p: string) => p.split('?')[0]!.replace(/:\w+/g, 'x1');
    const kept = Object.values(paths)
      .map(concrete)
      .filter((p) => !open.includes(p) && !p.startsWith('/book/') && !p.startsWith('/flash/'));
    expect(kept.length).toBeGreaterThan(20);
    expect(kept.filter((p) => crawlable(text, p))).toEqual([]);
    expect(crawlable(text, '/book/pro/embed')).toBe(false);
    expect(crawlable(text, '/book/pro/sent')).toBe(false);
    expect(crawlable(text, '/api/auth/me')).toBe(false);
  });
});
