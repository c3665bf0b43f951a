import {
  createTheme,
  defaultVariantColorsResolver,
  DEFAULT_THEME,
  type CSSVariablesResolver,
  type MantineColorsTuple,
  type VariantColorsResolver,
} from '@mantine/core';
import { accessibleShades } from './accessible-shades';
import { darkShades } from './dark-shades';
import { schemeValues } from './scheme-variables';
import {
  CINNABAR,
  FONT_BODY,
  FONT_HEADING,
  FONT_MONO,
  INK_DARK,
  PAPER,
  RADIUS,
  SHADOWS,
} from './tokens';

/** Mantine's palettes, the accent, and the dark palette in ink. */
const COLORS: Record<string, MantineColorsTuple> = {
  ...DEFAULT_THEME.colors,
  cinnabar: CINNABAR,
  dark: INK_DARK,
};

// Studios are dim and eyes are tired: every colour pairing the theme hands out meets WCAG AA.
const PALETTES = Object.entries(COLORS).filter(([name]) => name !== 'dark');
const SHADES = new Map(PALETTES.map(([name, palette]) => [name, accessibleShades(palette)]));

/** Where text sits in dark mode: the body (and Paper), a card or field, the page behind cards. */
export const DARK_SURFACES = [INK_DARK[7], INK_DARK[6], INK_DARK[8]];
/** Where text sits in light mode: white cards and fields, the paper page, a muted surface. */
export const LIGHT_SURFACES = ['#ffffff', PAPER, DEFAULT_THEME.colors.gray[1]];
const DARK = new Map(PALETTES.map(([name, palette]) => [name, darkShades(palette, DARK_SURFACES)]));

// Mantine's dimmed grey (#868e96) is 3.3:1 on white; this one is 5.8:1 (5.2:1 on gray.1).
const DIMMED = '#5f666d';
// Placeholders (gray.5, 2.1:1) carry hints such as "Pick a file": lighter than text, still AA
// on white and on the paper page (4.6:1).
const PLACEHOLDER = '#676d74';

const cssVariablesResolver: CSSVariablesResolver = () => {
  const light: Record<string, string> = {
    ...schemeValues('light'),
    '--mantine-color-text': INK_DARK[7],
    '--mantine-color-dimmed': DIMMED,
    '--mantine-color-placeholder': PLACEHOLDER,
    // Field errors ("Email is required.") in red that reads: Mantine's red.6 is 3.6:1 on white.
    '--mantine-color-error': SHADES.get('red')?.text ?? DEFAULT_THEME.colors.red[9],
    '--mantine-color-anchor': SHADES.get('cinnabar')?.text ?? CINNABAR[8],
  };
  const dark: Record<string, string> = {
    ...schemeValues('dark'),
    // Dark grey 2 reads on the body and on cards (3 was 3.8:1 on a field).
    '--mantine-color-dimmed': INK_DARK[2],
    '--mantine-color-placeholder': INK_DARK[2],
    '--mantine-color-error': DARK.get('red')?.text ?? DEFAULT_THEME.colors.red[2],
    '--mantine-color-anchor': DARK.get('cinnabar')?.text ?? CINNABAR[2],
  };
  for (const [name, palette] of PALETTES) {
    const shades = SHADES.get(name);
    const night = DARK.get(name);
    if (!shades || !night) continue;
    const filled = palette[shades.filled] ?? palette[6];
    const filledHover = palette[Math.min(shades.filled + 1, 9)] ?? filled;
    light[`--mantine-color-${name}-filled`] = filled;
    light[`--mantine-color-${name}-filled-hover`] = filledHover;
    light[`--mantine-color-${name}-light-color`] = shades.text;
    light[`--mantine-color-${name}-light-hover`] = shades.hover;
    light[`--mantine-color-${name}-outline`] = shades.text;
    light[`--mantine-color-${name}-text`] = shades.text;
    // A filled button is the same in both schemes: its label already reads on it.
    dark[`--mantine-color-${name}-filled`] = filled;
    dark[`--mantine-color-${name}-filled-hover`] = filledHover;
    dark[`--mantine-color-${name}-light`] = night.light;
    dark[`--mantine-color-${name}-light-hover`] = night.hover;
    dark[`--mantine-color-${name}-light-color`] = night.text;
    dark[`--mantine-color-${name}-outline`] = night.text;
    dark[`--mantine-color-${name}-text`] = night.text;
  }
  return { variables: {}, light, dark };
};

/** Filled surfaces of palettes too light for white text (yellow, orange) get black text. */
const variantColorResolver: VariantColorsResolver = (input) => {
  const colors = defaultVariantColorsResolver(input);
  const shades = typeof input.color === 'string' ? SHADES.get(input.color) : undefined;
  if (input.variant === 'filled' && shades?.onFilled === 'black') {
    return { ...colors, color: 'var(--mantine-color-black)' };
  }
  return colors;
};

const dialogHeader = { attributes: { header: { role: 'none' } } };

export const theme = createTheme({
  colors: COLORS,
  primaryColor: 'cinnabar',
  defaultRadius: 'md',
  radius: RADIUS,
  shadows: SHADOWS,
  fontFamily: FONT_BODY,
  fontFamilyMonospace: FONT_MONO,
  headings: { fontFamily: FONT_HEADING, fontWeight: '700' },
  variantColorResolver,
  components: {
    // Every dialog's X is announced as what it does (axe: button-name, critical). A dialog's
    // title bar is a <header>: without a role of its own it is a second banner landmark.
    Modal: {
      defaultProps: { closeButtonProps: { 'aria-label': 'Close dialog' }, ...dialogHeader },
    },
    Drawer: {
      defaultProps: { closeButtonProps: { 'aria-label': 'Close dialog' }, ...dialogHeader },
    },
    // The toasts' close button is a bare ✕ otherwise (axe: critical button-name), and the
    // message under a title is Mantine's gray.6 (3.3:1): the dimmed grey above (5.8:1) instead.
    Notification: {
      defaultProps: { closeButtonProps: { 'aria-label': 'Close notification' } },
      styles: { description: { color: 'var(--mantine-color-dimmed)' } },
    },
    // A link inside a sentence must not rely on colour alone (WCAG 1.4.1).
    Anchor: { defaultProps: { underline: 'always' } },
    // Show/hide password is reachable from the keyboard, as every other control (WCAG 2.1.1).
    PasswordInput: { defaultProps: { visibilityToggleFocusable: true } },
    // A badge is a fact ("Outside working hours"): on a narrow card it wraps, never ends in "…".
    Badge: {
      styles: {
        root: { height: 'auto', minHeight: 'var(--badge-height)', maxWidth: '100%' },
        label: { whiteSpace: 'normal', overflow: 'visible' },
      },
    },
  },
});

export { cssVariablesResolver };
