import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { contrastRatio, MIN_TEXT_CONTRAST } from './contrast';
import { cssVariablesResolver, DARK_SURFACES, LIGHT_SURFACES, theme } from './theme';

const merged = mergeMantineTheme(DEFAULT_THEME, theme);
const variables = cssVariablesResolver(merged);
type Scheme = 'light' | 'dark';

/** A variable's colour in a scheme, following var() to the palettes as the browser would. */
function resolve(value: string, scheme: Scheme): string {
  const reference = /^var\((--[\w-]+)\)$/.exec(value)?.[1];
  if (!reference) return value;
  const own = (variables[scheme] as Record<string, string | undefined>)[reference];
  if (own) return resolve(own, scheme);
  const shade = /^--mantine-color-([a-z]+)-(\d)$/.exec(reference);
  const colour = shade && merged.colors[shade[1] ?? '']?.[Number(shade[2])];
  if (colour) return colour;
  throw new Error(`${reference} is not defined in ${scheme}`);
}
const colour = (name: `--${string}`, scheme: Scheme) => resolve(`var(${name})`, scheme);

const SURFACES: Record<Scheme, readonly string[]> = {
  light: LIGHT_SURFACES,
  dark: DARK_SURFACES,
};

describe.each<Scheme>(['light', 'dark'])('the %s theme at WCAG 2.2 AA', (scheme) => {
  it.each<[`--${string}`, string]>([
    ['--mantine-color-dimmed', 'secondary lines, hints and timestamps'],
    ['--mantine-color-placeholder', 'placeholders such as "Pick a file"'],
    ['--mantine-color-error', 'field errors such as "Email is required."'],
    ['--mantine-color-anchor', 'links'],
    ['--if-danger-text', 'a failed check'],
  ])('%s (%s) reads at 4.5:1 on every surface', (variable) => {
    const text = colour(variable, scheme);
    expect(text).toMatch(/^#[0-9a-f]{6}$/i);
    for (const surface of SURFACES[scheme]) {
      expect(contrastRatio(text, surface), `${text} on ${surface}`).toBeGreaterThanOrEqual(
        MIN_TEXT_CONTRAST,
      );
    }
  });

  it('body text reads on the highlight and danger tints and the muted surface', () => {
    const text = scheme === 'light' ? (merged.colors.dark[7] ?? '') : (merged.colors.dark[0] ?? '');
    for (const tint of ['--if-highlight-surface', '--if-danger-surface', '--if-surface-muted']) {
      const surface = colour(tint as `--${string}`, scheme);
      expect(contrastRatio(text, surface), tint).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    }
  });

  it('dimmed lines read on the highlight tint (an unread notification)', () => {
    const dimmed = colour('--mantine-color-dimmed', scheme);
    const tint = colour('--if-highlight-surface', scheme);
    expect(contrastRatio(dimmed, tint)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
  });

  it("today's number reads on the highlight tint, and the danger text on its own tint", () => {
    const pairs: [`--${string}`, `--${string}`][] = [
      ['--if-highlight-text', '--if-highlight-surface'],
      ['--if-danger-text', '--if-danger-surface'],
      ['--if-on-accent', '--if-accent-surface'],
    ];
    for (const [text, surface] of pairs) {
      expect(
        contrastRatio(colour(text, scheme), colour(surface, scheme)),
        `${text} on ${surface}`,
      ).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    }
  });

  it('every palette’s light badge and button text reads on its tint, resting and hovered', () => {
    for (const name of Object.keys(merged.colors)) {
      if (name === 'dark') continue;
      const text = colour(`--mantine-color-${name}-light-color`, scheme);
      const hover = colour(`--mantine-color-${name}-light-hover`, scheme);
      expect(contrastRatio(text, hover), name).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
      if (scheme === 'dark') {
        const rest = colour(`--mantine-color-${name}-light`, scheme);
        expect(contrastRatio(text, rest), name).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
      }
    }
  });

  it('borders that stand alone (swatch, signature pad) show at 3:1 (WCAG 1.4.11)', () => {
    const border = colour('--if-border-strong', scheme);
    for (const surface of SURFACES[scheme]) {
      expect(contrastRatio(border, surface), surface).toBeGreaterThanOrEqual(3);
    }
  });
});

describe('the identity', () => {
  it('puts white text on the accent’s filled buttons at 4.5:1', () => {
    const filled = colour('--mantine-color-cinnabar-filled', 'light');
    expect(contrastRatio('#ffffff', filled)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
  });
});
