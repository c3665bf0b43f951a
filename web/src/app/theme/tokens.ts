import type { MantineColorsTuple } from '@mantine/core';

/**
 * InkForge's identity: ink, paper and one accent. The accent is cinnabar, the red of a flash
 * sheet, kept for what the artist acts on (primary buttons, the current page, focus). Every
 * other colour in the app is a Mantine palette used through the theme, or a variable below.
 */
export const INK = '#1b1a1f';
export const PAPER = '#f7f4ee';
export const ACCENT = '#d2401f';

/** The accent in ten steps, Mantine's shape: 0 the palest tint, 6 the accent itself. */
export const CINNABAR: MantineColorsTuple = [
  '#fdf0ec',
  '#fbdcd3',
  '#f6b6a5',
  '#f08e75',
  '#ea6b4d',
  '#e05434',
  ACCENT,
  '#b8361a',
  '#9a2d16',
  '#7c2412',
];

/**
 * Mantine's dark palette in ink: dark mode's body is shade 7 (the mark's square), text shade 0,
 * dimmed text shade 2, fields and cards shade 6, borders shade 4.
 */
export const INK_DARK: MantineColorsTuple = [
  '#e4e2e9',
  '#c3c1ca',
  '#a3a1ab',
  '#85838d',
  '#5a5862',
  '#403e47',
  '#2a2930',
  INK,
  '#141318',
  '#0d0c10',
];

/** System fonts only: nothing downloads before the first screen, and every phone has them. */
export const FONT_BODY =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';
/** Headings and the wordmark: a bookish serif, the lettering of a studio's sign. */
export const FONT_HEADING =
  '"Iowan Old Style", "Palatino Linotype", Palatino, Georgia, "DejaVu Serif", serif';
export const FONT_MONO = 'ui-monospace, "SF Mono", Menlo, Consolas, "DejaVu Sans Mono", monospace';

/** Soft corners, not pills: a card is a sheet of paper on the bench. */
export const RADIUS = { xs: '2px', sm: '4px', md: '8px', lg: '12px', xl: '16px' } as const;

/** Shadows in ink, never pure black, so a card lifts off paper without a grey halo. */
export const SHADOWS = {
  xs: '0 1px 2px color-mix(in srgb, var(--if-ink) 8%, transparent)',
  sm: '0 1px 3px color-mix(in srgb, var(--if-ink) 10%, transparent), 0 1px 2px color-mix(in srgb, var(--if-ink) 6%, transparent)',
  md: '0 4px 12px color-mix(in srgb, var(--if-ink) 10%, transparent)',
  lg: '0 8px 24px color-mix(in srgb, var(--if-ink) 12%, transparent)',
  xl: '0 16px 40px color-mix(in srgb, var(--if-ink) 14%, transparent)',
} as const;

/**
 * Materials that are the same in both schemes because they leave the screen: a signature is
 * black ink on white (it is printed on the consent PDF), a QR code is black on white (scanners).
 */
export const MATERIAL = {
  signatureInk: '#000000',
  signaturePaper: '#ffffff',
  qrInk: '#000000',
  qrPaper: '#ffffff',
  /** The example in the accent field: a colour that passes the public page's contrast check. */
  accentExample: '#9a3412',
} as const;
