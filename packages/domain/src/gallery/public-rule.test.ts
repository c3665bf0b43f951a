import { describe, expect, it } from 'vitest';
import { HEALED_PHOTO_TITLE } from './gallery-item';
import { keepOriginPrivacy, publicRefusal, type ImagePrivacy } from './public-rule';

const own: ImagePrivacy = {
  type: 'tattoo',
  generationType: null,
  clientId: null,
  clientName: null,
  title: 'Swallow',
  consent: null,
};
const healed: ImagePrivacy = {
  ...own,
  generationType: 'photo',
  clientId: 'c1',
  clientName: 'Hana',
  title: HEALED_PHOTO_TITLE('Koi'),
};
const at = new Date('2026-12-01T10:00:00Z');
const asCopy: ImagePrivacy = { ...own, title: 'My koi' };

describe('publicRefusal', () => {
  it('refuses a body preview, a declined and an unasked healed photo; lets the rest through', () => {
    expect(publicRefusal({ ...own, type: 'body_preview' })).toBe('GALLERY_ITEM_PRIVATE');
    expect(publicRefusal({ ...own, type: 'manual_body_preview' })).toBe('GALLERY_ITEM_PRIVATE');
    expect(publicRefusal({ ...healed, consent: { showPublicly: false } })).toBe(
      'GALLERY_NO_CONSENT',
    );
    expect(publicRefusal(healed)).toBe('GALLERY_NO_CONSENT');
    expect(publicRefusal({ ...healed, consent: { showPublicly: true } })).toBeNull();
    expect(publicRefusal(own)).toBeNull();
  });
});

describe('keepOriginPrivacy: a copy is as private as its origin', () => {
  it.each([
    ['a declined photo', { ...healed, consent: { showPublicly: false, at } }],
    ['an unasked healed photo', healed],
    ['a body preview', { ...own, type: 'body_preview' as const }],
  ])('%s: the copy is refused as its origin is', (_label, origin) => {
    expect(publicRefusal(keepOriginPrivacy(origin, asCopy))).toBe(publicRefusal(origin));
    expect(publicRefusal(keepOriginPrivacy(origin, asCopy))).not.toBeNull();
  });

  it('leaves a copy of the artist’s own work, or of an agreed photo, as asked', () => {
    expect(keepOriginPrivacy(own, asCopy)).toEqual(asCopy);
    const agreed = { ...healed, consent: { showPublicly: true, at } };
    expect(publicRefusal(keepOriginPrivacy(agreed, asCopy))).toBeNull();
    expect(keepOriginPrivacy(agreed, asCopy).consent).toEqual({ showPublicly: true, at });
  });
});
