import type { Plugin } from 'vite';

/**
 * robots.txt: crawlers may read the artists' pages and flash, the sign-in screen and the legal
 * pages; everything else is the signed-in app or a client's private link, kept out by default so
 * a new screen never needs a line here. The embed and the confirmation repeat the page.
 */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /$',
    'Allow: /book/',
    'Allow: /flash/',
    'Allow: /privacy',
    'Allow: /terms',
    'Disallow: /book/*/embed',
    'Disallow: /book/*/sent',
    'Disallow: /',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

/**
 * A static file of the build, not the page function's: Cloud Functions answer /robots.txt with
 * a 404 of their own before any code runs. The sitemap's address must be absolute: the domain
 * users open, which the production build already requires as the auth domain.
 */
export function robotsTxtPlugin(): Plugin {
  let origin = '';
  return {
    name: 'inkforge-robots-txt',
    apply: 'build',
    configResolved(config) {
      const domain: unknown = config.env.VITE_FIREBASE_AUTH_DOMAIN;
      origin = `https://${typeof domain === 'string' && domain.trim() ? domain.trim() : 'localhost'}`;
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'robots.txt', source: robotsTxt(origin) });
    },
  };
}
