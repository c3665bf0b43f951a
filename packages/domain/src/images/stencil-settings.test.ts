import { describe, expect, it } from 'vitest';
import { STENCIL_DEFAULTS } from './stencil-ranges';
import { stencilSettingsSchema } from './stencil-settings';

describe('stencil settings', () => {
  it('fills every spec default', () => {
    expect(stencilSettingsSchema.parse({})).toMatchObject({
      blurSigma: 0.9,
      threshold: 100,
      invertColors: false,
      keepFills: false,
      lineThickness: 1.5,
      contrastFactor: 1.8,
      brightnessDelta: -15,
      edgeLowThreshold: 100,
      edgeHighThreshold: 200,
      noiseThreshold: 10,
      mode: 'auto',
    });
    expect(STENCIL_DEFAULTS.threshold).toBe(100);
  });

  it('reads form text as numbers and booleans', () => {
    const parsed = stencilSettingsSchema.parse({
      lineThickness: '2.5',
      invertColors: 'true',
      keepFills: 'true',
    });
    expect(parsed).toMatchObject({ lineThickness: 2.5, invertColors: true, keepFills: true });
  });

  it.each([
    ['lineThickness', 0.9],
    ['lineThickness', 3.1],
    ['threshold', 201],
    ['blurSigma', 0.4],
    ['contrastFactor', 2.6],
    ['brightnessDelta', 55],
    ['edgeLowThreshold', 45],
    ['edgeHighThreshold', 251],
  ])('refuses %s = %s', (name, value) => {
    expect(stencilSettingsSchema.safeParse({ [name]: value }).success).toBe(false);
  });

  it('needs the low edge threshold below the high one', () => {
    const result = stencilSettingsSchema.safeParse({
      edgeLowThreshold: 150,
      edgeHighThreshold: 150,
    });
    expect(result.success).toBe(false);
  });
});
