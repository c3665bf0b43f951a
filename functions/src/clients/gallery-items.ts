/** Gallery types that picture a client's body (AI and manual previews). */
const PREVIEW_TYPES = new Set(['body_preview', 'manual_body_preview']);

export function isBodyPreview(item: Record<string, unknown>): boolean {
  return typeof item.type === 'string' && PREVIEW_TYPES.has(item.type);
}

/**
 * The storage objects a gallery item refers to. The gallery stores object paths (never URLs)
 * in fields named `…Path`; every one of them goes with the item.
 */
export function bodyPreviewObjectPaths(item: Record<string, unknown>): string[] {
  return Object.entries(item)
    .filter(([key, value]) => /path$/i.test(key) && typeof value === 'string' && value !== '')
    .map(([, value]) => value as string);
}

/** The path whose signed URL shows the image: `imagePath`, else the first `…Path` field. */
export function previewImagePath(item: Record<string, unknown>): string | undefined {
  return typeof item.imagePath === 'string' && item.imagePath
    ? item.imagePath
    : bodyPreviewObjectPaths(item)[0];
}

export function previewTitle(item: Record<string, unknown>): string {
  return typeof item.title === 'string' && item.title ? item.title : 'Body Preview';
}

export function previewCreatedAt(item: Record<string, unknown>): string {
  return item.createdAt instanceof Date ? item.createdAt.toISOString() : new Date(0).toISOString();
}
