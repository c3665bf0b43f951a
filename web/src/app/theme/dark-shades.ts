import { contrastRatio, MIN_TEXT_CONTRAST } from './contrast';

/** `top` laid over `bottom` at `alpha`, as one solid #rrggbb (so its contrast can be measured). */
function blend(top: string, bottom: string, alpha: number): string {
  const channel = (i: number) => {
    const mixed =
      parseInt(top.slice(i, i + 2), 16) * alpha +
      parseInt(bottom.slice(i, i + 2), 16) * (1 - alpha);
    return Math.round(mixed).toString(16).padStart(2, '0');
  };
  return `#${channel(1)}${channel(3)}${channel(5)}`;
}

export interface DarkShades {
  /** The light variant's tint on the dark body, at rest and under the pointer. */
  light: string;
  hover: string;
  /** Coloured text: on the tint, on the body and on a card. */
  text: string;
}

// A light button's tint in dark mode: the palette's middle shade over the ink body.
const TINT = 0.2;
const TINT_HOVER = 0.28;
// From the palette's middle towards its palest: the first that reads on every dark surface.
const TEXT_CANDIDATES = [4, 3, 2, 1, 0];

/**
 * Mantine's dark scheme puts shade 4 text on a tint of shade 6 (red: 3.9:1) and dimmed grey on
 * cards at 3.9:1; these are the shades that read at AA on `surfaces` (body, card, sunken page).
 */
export function darkShades(palette: readonly string[], surfaces: readonly string[]): DarkShades {
  const body = surfaces[0] ?? '#000000';
  const mid = palette[6] ?? '#808080';
  const light = blend(mid, body, TINT);
  const hover = blend(mid, body, TINT_HOVER);
  const reads = (colour: string) =>
    [hover, ...surfaces].every((s) => contrastRatio(colour, s) >= MIN_TEXT_CONTRAST);
  const shade = TEXT_CANDIDATES.map((i) => palette[i] ?? '#ffffff').find(reads);
  return { light, hover, text: shade ?? '#ffffff' };
}
