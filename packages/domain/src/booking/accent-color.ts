/** Text and buttons need 4.5:1 against their background to meet WCAG 2.2 AA (1.4.3). */
export const ACCENT_MIN_CONTRAST = 4.5;

/** A colour as the page and the form write it: `#` and six hex digits. */
export const HEX_COLOR = /^#[0-9a-f]{6}$/i;

/**
 * The public page's off-white, behind its header links. A colour that reads on it reads on the
 * white of its cards and as a button under white text too (white is lighter still).
 */
export const ACCENT_BACKGROUND = '#fafaf9';

const channel = (hex: string, at: number) => {
  const c = parseInt(hex.slice(at, at + 2), 16) / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

const luminance = (hex: string) =>
  0.2126 * channel(hex, 1) + 0.7152 * channel(hex, 3) + 0.0722 * channel(hex, 5);

/**
 * The contrast ratio of two `#rrggbb` colours from their relative luminance as WCAG defines
 * it: 1 for a colour on itself, 21 for black on white. Null when either is not `#rrggbb`.
 */
export function contrastRatio(color: string, background = '#ffffff'): number | null {
  if (!HEX_COLOR.test(color) || !HEX_COLOR.test(background)) return null;
  const [light, dark] = [luminance(color), luminance(background)].sort((a, b) => b - a);
  return (light! + 0.05) / (dark! + 0.05);
}
