import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { DRAWN_ICON_SIZE, DRAWN_ICONS } from './drawn-icons';
import { seededRandom, pick } from './random';
import { FLASH_CLASSICS, MOTIF_WORDS } from './motif-words';

/** One icon: an SVG path on a 512-unit square. */
export interface Icon {
  name: string;
  d: string;
  size: number;
  /** The drawn icons cut holes by the even-odd rule; the icon set's paths by winding. */
  fillRule: 'nonzero' | 'evenodd';
}

interface IconSet {
  width?: number;
  icons: Record<string, { body: string; width?: number }>;
}

let library: IconSet | null = null;

/** The icon set ships in an npm package; it is read once, on the first design. */
function iconSet(): IconSet {
  if (!library) {
    const file = createRequire(import.meta.url).resolve('@iconify-json/game-icons/icons.json');
    library = JSON.parse(readFileSync(file, 'utf8')) as IconSet;
  }
  return library;
}

export function iconNamed(name: string): Icon {
  const drawn = DRAWN_ICONS[name];
  if (drawn) return { name, d: drawn, size: DRAWN_ICON_SIZE, fillRule: 'evenodd' };
  const set = iconSet();
  const icon = set.icons[name];
  const d = icon?.body.match(/\sd="([^"]+)"/)?.[1];
  if (!icon || !d) throw new Error(`The icon library has no icon "${name}"`);
  return { name, d, size: icon.width ?? set.width ?? 512, fillRule: 'nonzero' };
}

const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The motifs the prompt names, in the order it names them (at most two: a lead and a
 * companion), or none. A longer phrase wins over a word it starts with ("heart with wings" over
 * "heart"); a backdrop ("geometric") counts only when nothing else is named.
 */
export function motifsNamed(prompt: string): string[] {
  const text = prompt.toLowerCase();
  const hits: { icon: string; at: number; length: number; backdrop: boolean }[] = [];
  for (const { icon, words, backdrop } of MOTIF_WORDS) {
    for (const word of words) {
      const at = text.search(new RegExp(`\\b${escape(word)}(e?s)?\\b`));
      if (at >= 0) hits.push({ icon, at, length: word.length, backdrop: backdrop ?? false });
    }
  }
  hits.sort((a, b) => a.at - b.at || b.length - a.length);
  const names: string[] = [];
  let coveredUntil = -1;
  for (const hit of hits) {
    if (hit.at <= coveredUntil || names.includes(hit.icon)) continue;
    coveredUntil = hit.at + hit.length;
    if (!hit.backdrop) names.push(hit.icon);
  }
  const subjects = names.slice(0, 2);
  if (subjects.length > 0) return subjects;
  const backdrop = hits.find((h) => h.backdrop);
  return backdrop ? [backdrop.icon] : [];
}

/** A classic of the flash sheet, chosen by the seed, for a prompt that names no subject. */
export function flashClassic(seed: string, prompt: string): string {
  return pick(seededRandom('flash', seed, prompt), FLASH_CLASSICS);
}
