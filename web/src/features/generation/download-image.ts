/** Spec tools §9: downloads are named with a timestamp, e.g. tattoo-design-2026-01-31-14-05-09.png. */
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

/** Fetches the image (signed URLs allow it cross-origin) and saves it under a timestamped name. */
export async function downloadImage(url: string, prefix = 'tattoo-design'): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Download failed: ${response.status}`);
  const blob = await response.blob();
  const name = timestampedName(prefix);
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 1000);
  return name;
}
