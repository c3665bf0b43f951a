import {
  createTheme,
  defaultVariantColorsResolver,
  DEFAULT_THEME,
  type CSSVariablesResolver,
  type VariantColorsResolver,
} from '@mantine/core';
import { accessibleShades } from './accessible-shades';

// Studios are dim and eyes are tired: every colour pairing the theme hands out meets WCAG AA.
const PALETTES = Object.entries(DEFAULT_THEME.colors).filter(([name]) => name !== 'dark');
const SHADES = new Map(PALETTES.map(([name, palette]) => [name, accessibleShades(palette)]));

// Mantine's dimmed grey (#868e96) is 3.3:1 on white; this one is 5.8:1 (5.2:1 on gray.1).
const DIMMED = '#5f666d';
// Placeholders (gray.5, 2.1:1) carry hints such as "Pick a file": lighter than text, still AA.
const PLACEHOLDER = '#6b7178';

const cssVariablesResolver: CSSVariablesResolver = () => {
  const light: Record<string, string> = {
    '--mantine-color-dimmed': DIMMED,
    '--mantine-color-placeholder': PLACEHOLDER,
    // Field errors ("Email is required.") in red that reads: Mantine's red.6 is 3.6:1 on white.
    '--mantine-color-error': SHADES.get('red')?.text ?? DEFAULT_THEME.colors.red[9],
  };
  for (const [name, palette] of PALETTES) {
    const shades = SHADES.get(name);
    if (!shades) continue;
    const filled = palette[shades.filled] ?? palette[6];
    light[`--mantine-color-${name}-filled`] = filled;
    light[`--mantine-color-${name}-filled-hover`] =
      palette[Math.min(shades.filled + 1, 9)] ?? filled;
    light[`--mantine-color-${name}-light-color`] = shades.text;
    light[`--mantine-color-${name}-light-hover`] = shades.hover;
    light[`--mantine-color-${name}-outline`] = shades.text;
    light[`--mantine-color-${name}-text`] = shades.text;
  }
  return { variables: {}, light, dark: {} };
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
  primaryColor: 'violet',
  defaultRadius: 'md',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
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
