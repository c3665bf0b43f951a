import type { GalleryCounts, GalleryItem, GalleryType } from '@inkforge/domain';
import { paths } from '@/config/paths';

export interface GallerySection {
  title: string;
  types: GalleryType[];
  empty: string;
  action: { label: string; to: string };
}

/** Four sections with counts and empty states that lead to the right tool. */
export const GALLERY_SECTIONS: GallerySection[] = [
  {
    title: 'AI Tattoo Designs',
    types: ['tattoo'],
    empty: 'No AI designs saved yet.',
    action: { label: 'Generate a design', to: paths.aiGenerator },
  },
  {
    title: 'Modified Designs',
    types: ['modified'],
    empty: 'No modified designs yet.',
    action: { label: 'Modify a design', to: paths.modifyDesign },
  },
  {
    title: 'Stencils',
    types: ['stencil'],
    empty: 'No stencils saved yet.',
    action: { label: 'Create a stencil', to: paths.stencils },
  },
  {
    title: 'Body Previews',
    types: ['body_preview', 'manual_body_preview'],
    empty: 'No body previews yet.',
    action: { label: 'Create a body preview', to: paths.bodyPreview },
  },
];

export type GalleryFilter = 'all' | 'tattoo' | 'modified' | 'stencil' | 'body_preview';

/** Search matches title, prompt and client; the body_preview filter includes manual previews. */
export function filterItems(items: GalleryItem[], filter: GalleryFilter, search: string) {
  const needle = search.trim().toLowerCase();
  return items.filter((item) => {
    const type = item.type === 'manual_body_preview' ? 'body_preview' : item.type;
    if (filter !== 'all' && type !== filter) return false;
    if (!needle) return true;
    return [item.title, item.prompt, item.clientName].some((text) =>
      text?.toLowerCase().includes(needle),
    );
  });
}

/** The modify page with this image preloaded (spec: /modify-design?imageUrl={encoded url}). */
export const editPath = (imageUrl: string) =>
  `${paths.modifyDesign}?imageUrl=${encodeURIComponent(imageUrl)}`;

/**
 * A section's count: the server's count over the whole gallery while nothing narrows the view
 * (pages load on demand, so the loaded items undercount); what is shown once a search or a
 * filter applies, since those work on the loaded pages.
 */
export function sectionCount(
  section: GallerySection,
  shown: number,
  counts: GalleryCounts | undefined,
  filter: GalleryFilter,
  search: string,
): number {
  const narrowed = search.trim() !== '' || (filter !== 'all' && !section.types.includes(filter));
  if (!counts || narrowed) return shown;
  return section.types.reduce((sum, type) => sum + counts[type], 0);
}
