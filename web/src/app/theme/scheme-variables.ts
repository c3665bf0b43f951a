import { INK, PAPER } from './tokens';

/**
 * The app's own colour variables, one value per scheme. Components use these (or Mantine's
 * scheme-aware ones such as --mantine-color-body, -dimmed, -default-border) and never a fixed
 * shade such as --mantine-color-gray-3, which stays light in dark mode.
 */
const SCHEME_VARIABLES = {
  /** Shadows and the mark's square. */
  '--if-ink': { light: INK, dark: '#000000' },
  /** The page behind the cards. */
  '--if-paper': { light: PAPER, dark: INK },
  /** Hairlines between the shell's parts, grid lines, field borders drawn by hand. */
  '--if-border': {
    light: 'var(--mantine-color-gray-3)',
    dark: 'var(--mantine-color-dark-4)',
  },
  /** A border that must show on its own (a swatch, a signature pad): 3:1 as WCAG 1.4.11 asks. */
  '--if-border-strong': {
    light: 'var(--mantine-color-gray-7)',
    dark: 'var(--mantine-color-dark-2)',
  },
  /** A quieter surface inside a card: another month's days, a thumbnail's empty frame. */
  '--if-surface-muted': {
    light: 'var(--mantine-color-gray-1)',
    dark: 'var(--mantine-color-dark-6)',
  },
  /** The hour lines of the week grid: fainter than a border. */
  '--if-hairline': {
    light: 'var(--mantine-color-gray-2)',
    dark: 'var(--mantine-color-dark-5)',
  },
  /**
   * Behind a design or a signed form: line art is black ink on a transparent ground, invisible
   * on ink, so a design sits on white paper in both schemes, as it will on skin and stencil.
   */
  '--if-design-paper': { light: '#ffffff', dark: '#ffffff' },
  /** The unread count on the bell. */
  '--if-badge-count': {
    light: 'var(--mantine-color-red-filled)',
    dark: 'var(--mantine-color-red-filled)',
  },
  /** The chequerboard under a transparent image. */
  '--if-checker': {
    light: 'var(--mantine-color-gray-2)',
    dark: 'var(--mantine-color-dark-5)',
  },
  /** What is current or chosen: today in the calendar, a booking on the week grid. */
  '--if-highlight-surface': {
    light: 'var(--mantine-color-cinnabar-0)',
    dark: 'var(--mantine-color-cinnabar-light)',
  },
  '--if-highlight-border': {
    light: 'var(--mantine-color-cinnabar-7)',
    dark: 'var(--mantine-color-cinnabar-4)',
  },
  '--if-highlight-text': {
    light: 'var(--mantine-color-cinnabar-text)',
    dark: 'var(--mantine-color-cinnabar-light-color)',
  },
  /** Something wrong: a clash on the grid, a failed check, the delete-account card. */
  '--if-danger-surface': {
    light: 'var(--mantine-color-red-0)',
    dark: 'var(--mantine-color-red-light)',
  },
  '--if-danger-border': {
    light: 'var(--mantine-color-red-7)',
    dark: 'var(--mantine-color-red-4)',
  },
  '--if-danger-text': {
    light: 'var(--mantine-color-red-text)',
    dark: 'var(--mantine-color-red-light-color)',
  },
  /** A bar in the accent (the support chat's title) and the text on it. */
  '--if-accent-surface': {
    light: 'var(--mantine-color-cinnabar-filled)',
    dark: 'var(--mantine-color-cinnabar-filled)',
  },
  '--if-on-accent': { light: '#ffffff', dark: '#ffffff' },
} as const;

export function schemeValues(scheme: 'light' | 'dark'): Record<string, string> {
  return Object.fromEntries(
    Object.entries(SCHEME_VARIABLES).map(([name, values]) => [name, values[scheme]]),
  );
}
