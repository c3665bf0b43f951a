import { describe, expect, it } from 'vitest';
import { artistIdentityOf } from './artist-identity';

describe("the artist's identity from a stored user", () => {
  it('gives the avatar path on the page and a readable accent', () => {
    expect(
      artistIdentityOf({
        username: 'rita',
        publicAvatar: { hash: '0123456789abcdef' },
        publicProfile: { accentColor: '#1d4ed8' },
      }),
    ).toEqual({
      avatarUrl: '/book/rita/avatar/avatar-0123456789abcdef-192.webp',
      accentColor: '#1d4ed8',
    });
  });

  it('falls back to the defaults for nothing stored or anything that fails the rules', () => {
    const none = { avatarUrl: null, accentColor: null };
    expect(artistIdentityOf({})).toEqual(none);
    expect(
      artistIdentityOf({
        username: 'rita',
        publicAvatar: { hash: '../../x' },
        publicProfile: { accentColor: '#ffff00' },
      }),
    ).toEqual(none);
    expect(artistIdentityOf({ publicAvatar: { hash: '0123456789abcdef' } })).toEqual(none);
  });
});
