import { describe, expect, it } from 'vitest';
import type { GalleryItem } from '@inkforge/domain';
import { editPath, filterItems, GALLERY_SECTIONS, sectionCount } from './gallery-sections';

const item = (over: Partial<GalleryItem>): GalleryItem => ({
  id: 'i',
  type: 'tattoo',
  imageUrl: 'https://x/y.png',
  thumbnailUrl: 'https://x/y.thumb.webp',
  prompt: null,
  title: null,
  generationType: null,
  clientName: null,
  clientId: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  public: false,
  caption: null,
  tags: [],
  consent: null,
  aiAssisted: false,
  aiTools: [],
  ...over,
});

describe('gallery filtering', () => {
  const items = [
    item({ id: 'a', type: 'tattoo', prompt: 'a red rose' }),
    item({ id: 'b', type: 'stencil', title: 'Rose stencil' }),
    item({ id: 'c', type: 'manual_body_preview', clientName: 'Ana' }),
  ];

  it('filters by type, body previews including manual ones', () => {
    expect(filterItems(items, 'stencil', '').map((i) => i.id)).toEqual(['b']);
    expect(filterItems(items, 'body_preview', '').map((i) => i.id)).toEqual(['c']);
  });

  it('searches titles, prompts and client names, ignoring case', () => {
    expect(filterItems(items, 'all', 'ROSE').map((i) => i.id)).toEqual(['a', 'b']);
    expect(filterItems(items, 'all', 'ana').map((i) => i.id)).toEqual(['c']);
  });

  it('edits go to modify design with the image URL encoded', () => {
    expect(editPath('https://x/y.png?a=1&b=2')).toBe(
      '/modify-design?imageUrl=https%3A%2F%2Fx%2Fy.png%3Fa%3D1%26b%3D2',
    );
  });

  it('counts a section over the whole gallery until a search or another filter narrows it', () => {
    const counts = { tattoo: 40, modified: 2, stencil: 7, body_preview: 3, manual_body_preview: 4 };
    const [designs, , , previews] = GALLERY_SECTIONS;
    expect(sectionCount(designs!, 12, counts, 'all', '')).toBe(40);
    expect(sectionCount(previews!, 1, counts, 'body_preview', '')).toBe(7);
    expect(sectionCount(designs!, 0, counts, 'stencil', '')).toBe(0);
    expect(sectionCount(designs!, 3, counts, 'all', 'rose')).toBe(3);
    expect(sectionCount(designs!, 5, undefined, 'all', '')).toBe(5);
  });
});
