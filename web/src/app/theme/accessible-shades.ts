import { contrastRatio, MIN_TEXT_CONTRAST } from './contrast';

export interface AccessibleShades {
  /** Shade of filled surfaces (buttons, badges) so their label reads at 4.5:1. */
  filled: number;
  /** Label colour on filled surfaces: white, or black for palettes too light for white text. */
  onFilled: 'white' | 'black';
  /** Coloured text on white and on the palette's own light tint (light/outline variants). */
  text: string;
  /**
   * The light variant's hover background: a step darker than its tint that the text still
   * reads on (Mantine's shade 2 leaves violet text at 3.6:1 under the pointer).
   */
  hover: string;
}

const WHITE = '#ffffff';
const BLACK = '#000000';
// Mantine's default shade is 6; darker shades keep the hue, so search from there down.
const CANDIDATES = [6, 7, 8, 9];
// How much darker than its light tint a hovered light button gets.
const HOVER_DARKER = 0.05;

function darken(hex: string, amount: number): string {
  const channel = (i: number) =>
    Math.round(parseInt(hex.slice(i, i + 2), 16) * (1 - amount))
      .toString(16)
      .padStart(2, '0');
  return `#${channel(1)}${channel(3)}${channel(5)}`;
}

/** Yellow and orange: no shade reads on white, so the darkest one goes darker in 5 % steps. */
function darkenUntil(hex: string, reads: (colour: string) => boolean): string {
  for (let amount = 0.05; amount < 1; amount += 0.05) {
    const darker = darken(hex, amount);
    if (reads(darker)) return darker;
  }
  return BLACK;
}

/**
 * The shades of a ten-step palette that meet AA contrast: Mantine's defaults put white text on
 * shade 6 (teal: 2.5:1) and tinted text on a tint of the same colour (violet: 4.1:1).
 */
export function accessibleShades(palette: readonly string[]): AccessibleShades {
  const shade = (i: number) => palette[i] ?? BLACK;
  const whiteOn = CANDIDATES.find((i) => contrastRatio(WHITE, shade(i)) >= MIN_TEXT_CONTRAST);
  // The light variant's background is the palette's shade 1, and a step darker when hovered:
  // text that reads on the hovered tint reads on the resting one too.
  const hover = darken(shade(1), HOVER_DARKER);
  const reads = (colour: string) =>
    contrastRatio(colour, hover) >= MIN_TEXT_CONTRAST &&
    contrastRatio(colour, WHITE) >= MIN_TEXT_CONTRAST;
  const textShade = CANDIDATES.find((i) => reads(shade(i)));
  const text = textShade === undefined ? darkenUntil(shade(9), reads) : shade(textShade);
  if (whiteOn !== undefined) return { filled: whiteOn, onFilled: 'white', text, hover };
  const blackOn = CANDIDATES.find((i) => contrastRatio(BLACK, shade(i)) >= MIN_TEXT_CONTRAST);
  return { filled: blackOn ?? 6, onFilled: 'black', text, hover };
}
