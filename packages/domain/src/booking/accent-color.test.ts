import { describe, expect, it } from 'vitest';
import { ACCENT_BACKGROUND, ACCENT_MIN_CONTRAST, contrastRatio } from './accent-color';

describe('the contrast of an accent colour', () => {
  it('is the WCAG ratio of relative luminances, against white unless told', () => {
    expect(contrastRatio('#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#FFFFFF')).toBeCloseTo(1, 5);
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    // Known pairs: #767676 is the lightest grey that passes AA on pure white.
    expect(contrastRatio('#767676')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#777777')).toBeLessThan(ACCENT_MIN_CONTRAST);
    expect(contrastRatio('#ff0000')).toBeCloseTo(4, 2);
  });

  it('is lower on the page off-white, so a colour passing there passes on white', () => {
    expect(contrastRatio('#767676', ACCENT_BACKGROUND)).toBeLessThan(ACCENT_MIN_CONTRAST);
    expect(contrastRatio('#9a3412', ACCENT_BACKGROUND)).toBeGreaterThan(ACCENT_MIN_CONTRAST);
  });

  it('is measured only between #rrggbb colours', () => {
    for (const bad of ['000000', '#000', 'red', '#gg0000', '#0000000']) {
      expect(contrastRatio(bad), bad).toBeNull();
    }
    expect(contrastRatio('#000000', 'white')).toBeNull();
  });
});
