import { describe, expect, it } from 'vitest';
import { resolveImageUrl } from './resolve-image-url';

const policy = { bucket: 'demo-inkforge.appspot.com', urlOrigin: 'http://127.0.0.1:9199' };
const signed = (path: string, origin = policy.urlOrigin) =>
  `${origin}/${policy.bucket}/${path}?X-Goog-Algorithm=GOOG4-RSA-SHA256&X-Goog-Signature=ab12`;
const resolve = (input: string) => resolveImageUrl(input, 'artist1', policy);
const refused = (input: string) => () => resolve(input);

describe('resolveImageUrl', () => {
  it('accepts the caller’s own object as a path, a gs address or a signed URL we minted', () => {
    expect(resolve('users/artist1/designs/a.png')).toBe('users/artist1/designs/a.png');
    expect(resolve(`gs://${policy.bucket}/users/artist1/designs/a.png`)).toBe(
      'users/artist1/designs/a.png',
    );
    expect(resolve(signed('users/artist1/tools/b-1.png'))).toBe('users/artist1/tools/b-1.png');
  });

  it.each([
    ['another artist’s path', 'users/artist2/designs/a.png'],
    ['another artist’s signed URL', signed('users/artist2/designs/a.png')],
    ['loopback', 'http://127.0.0.1/users/artist1/a.png'],
    ['loopback on our port but not our bucket', 'http://127.0.0.1:9199/other/users/artist1/a.png'],
    ['cloud metadata', 'http://169.254.169.254/computeMetadata/v1/'],
    ['an outside host', 'https://example.com/users/artist1/designs/a.png'],
    ['our path on an outside host', signed('users/artist1/a.png', 'https://evil.example')],
    ['an unsigned URL', `${policy.urlOrigin}/${policy.bucket}/users/artist1/a.png`],
    ['dot segments', 'users/artist1/../artist2/a.png'],
    ['encoded dot segments', signed('users/artist1/%2E%2E/artist2/a.png')],
    ['encoded slash', signed('users%2Fartist2%2Fa.png')],
    ['a data URL', 'data:image/png;base64,iVBORw0KGgo='],
    ['a file URL', 'file:///etc/passwd'],
    ['credentials in the URL', signed('users/artist1/a.png', 'http://x:y@127.0.0.1:9199')],
    ['the user folder itself', 'users/artist1'],
    ['nonsense', 'not a url'],
  ])('refuses %s with IMAGE_URL_NOT_ALLOWED', (_label, input) => {
    expect(refused(input)).toThrow(expect.objectContaining({ code: 'IMAGE_URL_NOT_ALLOWED' }));
  });
});
