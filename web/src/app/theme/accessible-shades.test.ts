import { DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { accessibleShades } from './accessible-shades';
import { contrastRatio, MIN_TEXT_CONTRAST } from './contrast';

describe('accessible shades of the Mantine palettes', () => {
  it("measures Mantine's dimmed grey on white as axe does (3.3:1)", () => {
    expect(contrastRatio('#868e96', '#ffffff')).toBeCloseTo(3.32, 2);
  });

  it('darkens teal badges until white text reads (shade 6 is 2.5:1)', () => {
    const teal = DEFAULT_THEME.colors.teal;
    const shades = accessibleShades(teal);
    expect(contrastRatio('#ffffff', teal[6] ?? '')).toBeLessThan(MIN_TEXT_CONTRAST);
    expect(shades.onFilled).toBe('white');
    expect(contrastRatio('#ffffff', teal[shades.filled] ?? '')).toBeGreaterThanOrEqual(4.5);
  });

  it('puts black text on yellow, where no shade carries white text', () => {
    const yellow = DEFAULT_THEME.colors.yellow;
    const shades = accessibleShades(yellow);
    expect(shades.onFilled).toBe('black');
    expect(contrastRatio('#000000', yellow[shades.filled] ?? '')).toBeGreaterThanOrEqual(4.5);
  });

  it('gives every palette a text shade that reads on white and on its own tint', () => {
    for (const [name, palette] of Object.entries(DEFAULT_THEME.colors)) {
      if (name === 'dark') continue;
      const { text } = accessibleShades(palette);
      expect(contrastRatio(text, '#ffffff'), name).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(text, palette[1] ?? ''), name).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('keeps the text of a hovered light button readable, on a tint darker than at rest', () => {
    for (const [name, palette] of Object.entries(DEFAULT_THEME.colors)) {
      if (name === 'dark') continue;
      const { text, hover } = accessibleShades(palette);
      expect(contrastRatio(text, hover), name).toBeGreaterThanOrEqual(4.5);
      expect(hover, name).not.toBe(palette[1]);
    }
  });
});
