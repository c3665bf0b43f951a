import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { seededRandom, pick } from './random';
import { FLASH_CLASSICS, MOTIF_WORDS } from './motif-words';

/** One icon: an SVG path on a 512-unit square. */
export interface Icon {
  name: string;
  d: string;
  size: number;
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
  const set = iconSet();
  const icon = set.icons[name];
  const d = icon?.body.match(/\sd="([^"]+)"/)?.[1];
  if (!icon || !d) throw new Error(`The icon library has no icon "${name}"`);
  return { name, d, size: icon.width ?? set.width ?? 512 };
}

const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The icons the prompt names, in the order it names them (at most two: a lead and a companion).
 * A longer phrase wins over a word it starts with ("heart with wings" over "heart").
 */
export function iconsForPrompt(prompt: string, seed: string): Icon[] {
  const text = prompt.toLowerCase();
  const hits: { icon: string; at: number; length: number }[] = [];
  for (const { icon, words } of MOTIF_WORDS) {
    for (const word of words) {
      const at = text.search(new RegExp(`\\b${escape(word)}(e?s)?\\b`));
      if (at >= 0) hits.push({ icon, at, length: word.length });
    }
  }
  hits.sort((a, b) => a.at - b.at || b.length - a.length);
  const names: string[] = [];
  let coveredUntil = -1;
  for (const hit of hits) {
    if (hit.at <= coveredUntil || names.includes(hit.icon)) continue;
    names.push(hit.icon);
    coveredUntil = hit.at + hit.length;
    if (names.length === 2) break;
  }
  if (names.length === 0) names.push(pick(seededRandom('flash', seed, prompt), FLASH_CLASSICS));
  return names.map(iconNamed);
}
