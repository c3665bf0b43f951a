import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { createArtist, type Artist } from '../../test/support/artist';
import { openBooking } from '../../test/support/booking';
import { buildTestApp } from '../../test/support/test-app';
import { createPageApp } from './page-app';

const { app, db, deps } = buildTestApp();
const pages = createPageApp(deps);

const frameAncestors = (res: request.Response) =>
  /frame-ancestors ([^;]+)/.exec(String(res.headers['content-security-policy']))?.[1];

describe('the request form embedded on the artist’s own site', () => {
  let artist: Artist;
  let username: string;

  beforeAll(async () => {
    artist = await createArtist(app, db);
    username = await openBooking(artist, db);
  });

  it('is framed by no site until the artist lists some', async () => {
    const res = await request(pages).get(`/book/${username}/embed`);
    expect(res.status).toBe(200);
    expect(frameAncestors(res)).toBe("'none'");
    expect(res.text).toMatch(/<form method="post" action="\/book\/[^"]+\/embed#request"/);
    // The form alone: no header, portfolio or offer around it.
    expect(res.text).not.toContain('<h1>');
    expect(res.text).not.toContain('What I take');
    expect(res.text).toContain('<meta name="robots" content="noindex">');
  });

  it('is framed by the https origins the artist lists, and refuses anything else', async () => {
    const put = (embedOrigins: unknown) =>
      artist.call('put', '/api/profile/public-page', { embedOrigins });
    const refused = await put(['https://rita.example/book']);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(
      'Each site is an https address with no path, such as https://paola.ink.',
    );
    const saved = await put(['https://Rita.example/', 'https://shop.rita.example']);
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.embedOrigins).toEqual(['https://rita.example', 'https://shop.rita.example']);

    const res = await request(pages).get(`/book/${username}/embed`);
    expect(frameAncestors(res)).toBe('https://rita.example https://shop.rita.example');
    expect(res.headers['x-frame-options']).toBeUndefined();
  });

  it('takes a request in the frame and confirms it there, framed the same', async () => {
    const sent = await request(pages)
      .post(`/book/${username}/embed`)
      .field('idea', 'A small swallow')
      .field('placement', 'Ankle')
      .field('sizeCm', '6')
      .field('colour', 'colour')
      .field('name', 'Sam Client')
      .field('email', 'sam.embed@example.test')
      .field('phone', '+49 170 1234567')
      .field('adult', 'true')
      .field('consent', 'true');
    expect(sent.status, sent.text).toBe(303);
    expect(sent.headers.location).toBe(`/book/${username}/embed/sent`);
    const confirmation = await request(pages).get(sent.headers.location!);
    expect(confirmation.text).toContain('Request sent');
    expect(frameAncestors(confirmation)).toBe('https://rita.example https://shop.rita.example');
  });

  it("keeps every other page unframeable, the artist's own page included", async () => {
    for (const path of [`/book/${username}`, `/book/${username}/sent`, '/book/nobody-0000']) {
      const res = await request(pages).get(path);
      expect(frameAncestors(res), path).toBe("'none'");
      expect(res.headers['x-frame-options'], path).toBe('DENY');
    }
  });
});
