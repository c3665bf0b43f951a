import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Font, PathCommand } from 'opentype.js';
import { opentypeSdk } from '../load-sdk';

/**
 * Fonts shipped in npm packages (SIL Open Font License), as WOFF: opentype.js reads WOFF but
 * not WOFF2. A slab for flash lettering, a blackletter for blackwork and script styles.
 */
const FONT_FILES = {
  slab: '@fontsource/alfa-slab-one/files/alfa-slab-one-latin-400-normal.woff',
  blackletter: '@fontsource/unifrakturmaguntia/files/unifrakturmaguntia-latin-400-normal.woff',
} as const;
export type Face = keyof typeof FONT_FILES;

const fonts = new Map<Face, Font>();

function fontFor(face: Face): Font {
  let font = fonts.get(face);
  if (!font) {
    const file = readFileSync(createRequire(import.meta.url).resolve(FONT_FILES[face]));
    font = opentypeSdk().parse(
      file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength),
    );
    fonts.set(face, font);
  }
  return font;
}

/**
 * Text in double or typographic quotes (“Maria”, "Maria", «Maria», „Maria“), or in single
 * quotes, which is how the web sends double quotes ('Maria', ‘Maria’). A single quote opens only
 * after a space or punctuation and closes only before one, so the apostrophes of "don't" and
 * "Mary's" are neither, inside the lettering or around it.
 */
const QUOTED =
  /["“„«]\s*([^"“”„«»]+?)\s*["”“»]|(?<![\p{L}\p{N}])['‘]\s*((?:[^'‘’]|(?<=\p{L})['’](?=\p{L}))+?)\s*['’](?![\p{L}\p{N}])/gu;

/** Words that end unquoted lettering: "the name Maria in script" reads Maria. */
const AFTER_LETTERING = new Set(
  (
    'in on under underneath beneath below above over across around along with inside at next ' +
    'written writing script cursive font lettering letters banner scroll ribbon tattoo design'
  ).split(' '),
);

function unquotedPhrase(prompt: string): string | undefined {
  const phrase = prompt.match(
    /\b(?:reading|saying|says|that reads|with the (?:words?|name|text)|the (?:words?|name))\s+([\p{L}\d][\p{L}\d' &-]{0,39})/iu,
  )?.[1];
  if (!phrase) return undefined;
  const words: string[] = [];
  for (const word of phrase.trim().split(/\s+/)) {
    if (AFTER_LETTERING.has(word.toLowerCase())) break;
    words.push(word);
  }
  return words.length > 0 ? words.join(' ') : undefined;
}

/**
 * The lettering the prompt asks for, and only that, with the rest of the prompt (where its
 * subjects are). Lettering is the text between quotes of any kind (several quoted parts are set
 * on one line, a dot between them); without quotes, what follows "reading", "saying", "the name"
 * up to a word about the lettering rather than in it; else words in capitals in a prompt about a
 * banner or lettering.
 */
export function readLettering(prompt: string): { lettering: string | null; rest: string } {
  const quoted = [...prompt.matchAll(QUOTED)].map((m) => (m[1] ?? m[2] ?? '').trim());
  if (quoted.length > 0) {
    const text = quoted.filter(Boolean).join(' · ').slice(0, 40);
    return { lettering: text || null, rest: prompt.replace(QUOTED, ' ') };
  }
  // "MOTHER in a banner": words in capitals are lettering when the prompt speaks of lettering.
  const capitals = /\b(banner|scroll|ribbon|lettering|letters|text|word|name|script)\b/i.test(
    prompt,
  )
    ? prompt.match(/\b\p{Lu}{2,}(?:\s+\p{Lu}{2,})*\b/u)?.[0]
    : undefined;
  const text = (unquotedPhrase(prompt) ?? capitals)?.trim().replace(/['’]$/, '');
  // The words are set aside whole, so "reading MOTHER" does not also pick a motif.
  return text
    ? { lettering: text.slice(0, 40), rest: prompt.replace(text, ' ') }
    : { lettering: null, rest: prompt };
}

export const letteringOf = (prompt: string) => readLettering(prompt).lettering;

export interface TextPath {
  d: string;
  width: number;
  height: number;
}

/**
 * The text as one SVG path, its baseline at y = 0 and centred on x = 0, scaled to fit `maxWidth`
 * at no more than `size` px: real glyph outlines, so the PNG needs no font installed.
 */
export function textPath(
  text: string,
  face: Face,
  size: number,
  maxWidth: number,
  /** Vertical offset by x, so lettering can follow a banner's curve. */
  bend: (x: number) => number = () => 0,
): TextPath {
  const font = fontFor(face);
  const fitted = Math.min(size, (size * maxWidth) / Math.max(1, font.getAdvanceWidth(text, size)));
  const width = font.getAdvanceWidth(text, fitted);
  const path = font.getPath(text, -width / 2, 0, fitted);
  return { d: pathData(path.commands, bend), width, height: fitted };
}

const n = (v: number) => v.toFixed(1);

/**
 * SVG path data of glyph outlines, bent. Written here rather than by `toPathData`, whose number
 * formatting prints NaN for some coordinates (seen with UnifrakturMaguntia at 112.64 px).
 */
function pathData(commands: PathCommand[], bend: (x: number) => number): string {
  const at = (x: number, y: number) => `${n(x)} ${n(y + bend(x))}`;
  return commands
    .map((c) => {
      if (c.type === 'M' || c.type === 'L') return `${c.type}${at(c.x, c.y)}`;
      if (c.type === 'Q') return `Q${at(c.x1, c.y1)} ${at(c.x, c.y)}`;
      if (c.type === 'C') return `C${at(c.x1, c.y1)} ${at(c.x2, c.y2)} ${at(c.x, c.y)}`;
      return 'Z';
    })
    .join('');
}
