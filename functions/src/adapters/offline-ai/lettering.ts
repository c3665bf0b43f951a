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
 * Lettering the prompt asks for: quoted text, what follows "reading", "saying", "the name", or
 * words in capitals in a prompt about a banner or lettering.
 */
export function letteringOf(prompt: string): string | null {
  const quoted = prompt.match(/["“”«]([^"“”«»]{1,40})["“”»]/)?.[1];
  const phrase = prompt.match(
    /\b(?:reading|saying|says|that reads|with the (?:words?|name|text)|the (?:words?|name))\s+[‘']?([\p{L}\d][\p{L}\d' &-]{0,39})/iu,
  )?.[1];
  // "MOTHER in a banner": words in capitals are lettering when the prompt speaks of lettering.
  const capitals = /\b(banner|scroll|ribbon|lettering|letters|text|word|name|script)\b/i.test(
    prompt,
  )
    ? prompt.match(/\b\p{Lu}{2,}(?:\s+\p{Lu}{2,})*\b/u)?.[0]
    : undefined;
  const text = (quoted ?? phrase ?? capitals)?.trim().replace(/['’]$/, '');
  return text ? text.slice(0, 40) : null;
}

/** The prompt without its lettering, so "reading MOTHER" does not also pick a motif. */
export function withoutLettering(prompt: string, text: string | null): string {
  return text ? prompt.replace(text, ' ') : prompt;
}

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
