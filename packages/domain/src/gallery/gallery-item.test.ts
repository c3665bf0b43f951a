import { describe, expect, it } from 'vitest';
import { codeOfIssue } from '../refusal';
import {
  consentAllowsPublic,
  galleryPublishRequestSchema,
  HEALED_PHOTO_TITLE,
} from './gallery-item';

const codeOf = (tags: unknown) => {
  const parsed = galleryPublishRequestSchema.safeParse({ public: true, tags });
  return parsed.success ? null : codeOfIssue(parsed.error.issues[0]!);
};

describe('the style tags of a published item', () => {
  it('are trimmed and de-duplicated regardless of case, the first spelling kept', () => {
    const parsed = galleryPublishRequestSchema.parse({
      public: true,
      tags: [' Fine line ', 'blackwork', 'fine LINE', 'Blackwork'],
    });
    expect(parsed.tags).toEqual(['Fine line', 'blackwork']);
  });

  it('stay as they are when left out', () => {
    expect(galleryPublishRequestSchema.parse({ public: true }).tags).toBeUndefined();
  });

  it('are at most five distinct tags of 1 to 24 characters, refused in words otherwise', () => {
    expect(codeOf(['a', 'b', 'c', 'd', 'e', 'A'])).toBeNull();
    expect(codeOf(['a', 'b', 'c', 'd', 'e', 'f'])).toBe('GALLERY_TOO_MANY_TAGS');
    expect(codeOf(['   '])).toBe('GALLERY_TAG_INVALID');
    expect(codeOf(['x'.repeat(25)])).toBe('GALLERY_TAG_INVALID');
    expect(codeOf([` ${'x'.repeat(24)} `])).toBeNull();
    expect(codeOf([3])).toBe('GALLERY_TAG_INVALID');
    expect(codeOf('blackwork')).toBe('GALLERY_TAG_INVALID');
    const parsed = galleryPublishRequestSchema.safeParse({ public: true, tags: [''] });
    expect(parsed.error?.issues[0]?.message).toBe('A style tag is 1 to 24 characters of text.');
  });
});

describe('consentAllowsPublic', () => {
  const own = { consent: null, generationType: 'photo', clientId: null, title: 'Koi' };
  const healed = { ...own, clientId: 'c1', title: HEALED_PHOTO_TITLE('Koi sleeve') };

  it("lets the artist's own work go public and a client's photo only with their yes", () => {
    expect(consentAllowsPublic(own)).toBe(true);
    expect(consentAllowsPublic({ ...own, clientId: 'c1' })).toBe(true);
    expect(consentAllowsPublic({ ...healed, consent: { showPublicly: true } })).toBe(true);
    expect(consentAllowsPublic({ ...healed, consent: { showPublicly: false } })).toBe(false);
  });

  it('keeps a healed photo sent before the question was asked private', () => {
    expect(consentAllowsPublic(healed)).toBe(false);
  });
});
