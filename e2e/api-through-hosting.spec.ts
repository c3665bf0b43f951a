// The deployed shape, locally: Hosting rewrites /api/** to the `api` function, which verifies
// tokens against the Auth emulator and stores users in the local Firestore.
import { describe, expect, it } from 'vitest';
import { uniqueEmail } from './support/auth-emulator';
import { appUrl } from './support/browser';

async function restSignUp(email: string): Promise<{ idToken: string; localId: string }> {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (!host) throw new Error('FIREBASE_AUTH_EMULATOR_HOST is not set: run through `npm test`.');
  const res = await fetch(
    `http://${host}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'tattoo-123', returnSecureToken: true }),
    },
  );
  return (await res.json()) as { idToken: string; localId: string };
}

describe('the api behind the hosting rewrite', () => {
  it('serves the app shell at /', async () => {
    const res = await fetch(`${appUrl()}/`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<div id="root">');
  });

  it('serves pages revalidated and hashed assets cached for a year, with security headers', async () => {
    const page = await fetch(`${appUrl()}/dashboard`);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-cache');
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(page.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');

    const asset = /\/assets\/[\w.-]+\.js/.exec(await page.text())?.[0];
    expect(asset).toBeDefined();
    const script = await fetch(`${appUrl()}${asset}`);
    expect(script.status).toBe(200);
    expect(script.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it("gives crawlers robots.txt and a sitemap listing the seeded artist's page", async () => {
    const robots = await fetch(`${appUrl()}/robots.txt`);
    expect(robots.status).toBe(200);
    const rules = (await robots.text()).split('\n');
    expect(rules).toContain('Disallow: /');
    expect(rules.some((line) => /^Sitemap: https:\/\/\S+\/sitemap\.xml$/.test(line))).toBe(true);
    const sitemap = await fetch(`${appUrl()}/sitemap.xml`);
    expect(sitemap.status).toBe(200);
    expect(sitemap.headers.get('content-type')).toMatch(/xml/);
    expect(await sitemap.text()).toMatch(/<loc>[^<]+\/book\/pro<\/loc>/);
  });

  it("frames the artist's embedded form by their own policy, and every other page not at all", async () => {
    const embed = await fetch(`${appUrl()}/book/pro/embed`);
    expect(embed.status).toBe(200);
    // The seeded artist lists no site: still none, from the page function's own policy.
    const csp = embed.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('apis.google.com');
    expect(embed.headers.get('x-frame-options')).toBeNull();
    const page = await fetch(`${appUrl()}/book/pro`);
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('answers 404 for an asset that is not there, not the app', async () => {
    const res = await fetch(`${appUrl()}/assets/index-from-an-old-deploy.js`);
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('<div id="root">');
  });

  it('answers 401 JSON to /api/auth/me without a token', async () => {
    const res = await fetch(`${appUrl()}/api/auth/me`);
    expect(res.status).toBe(401);
    expect(res.headers.get('content-type')).toMatch(/json/);
    const body = (await res.json()) as { message: string };
    expect(body.message.length).toBeGreaterThan(0);
  });

  it('creates the user on first contact and ignores a forged x-firebase-uid', async () => {
    const email = uniqueEmail('hosting');
    const { idToken, localId } = await restSignUp(email);
    const res = await fetch(`${appUrl()}/api/auth/me`, {
      headers: { authorization: `Bearer ${idToken}`, 'x-firebase-uid': 'someone-else' },
    });
    expect(res.status).toBe(200);
    const user = (await res.json()) as Record<string, unknown>;
    expect(user).toMatchObject({
      id: localId,
      firebaseUid: localId,
      email,
      role: 'free',
      creditsRemaining: 0,
    });
    expect(Number.isNaN(Date.parse(String(user.createdAt)))).toBe(false);
  });
});
