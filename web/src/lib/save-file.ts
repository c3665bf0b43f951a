/** Downloads are named with a timestamp, e.g. tattoo-design-2026-01-31-14-05-09.png. */
export function timestampedName(prefix: string, date = new Date(), extension = 'png'): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  const stamp = [
    date.getFullYear(),
    pad(date.getMonth() + 1),
    pad(date.getDate()),
    pad(date.getHours()),
    pad(date.getMinutes()),
    pad(date.getSeconds()),
  ].join('-');
  return `${prefix}-${stamp}.${extension}`;
}

/** Saves bytes the page already holds (a canvas export, a fetched image) under `fileName`. */
export function saveBlobAs(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 1000);
}

/**
 * Saves an image from another origin (our signed Storage links) under `fileName`. A browser
 * ignores the download name of a cross-origin link, so the bytes are fetched first (the signed
 * links allow it) and saved from a same-origin object URL.
 */
export async function saveUrlAs(url: string, fileName: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Download failed: ${response.status}`);
  saveBlobAs(await response.blob(), fileName);
  return fileName;
}

/** Fetches an image we can already show and saves it under a timestamped name. */
export function downloadImage(url: string, prefix = 'tattoo-design'): Promise<string> {
  return saveUrlAs(url, timestampedName(prefix));
}
