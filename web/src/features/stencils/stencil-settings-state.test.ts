import { describe, expect, it } from 'vitest';
import type { StencilPreset } from '@inkforge/domain';
import {
  changeSetting,
  chooseCustom,
  choosePreset,
  initialSettings,
  inversionOff,
} from './stencil-settings-state';

const preset = (id: string, invertColors: boolean): StencilPreset => ({
  id,
  name: id,
  description: '',
  recommendedFor: '',
  settings: { lineThickness: 2.5, invertColors },
});

describe('stencil preset rules', () => {
  it('turns inversion on for every preset except bold', () => {
    expect(choosePreset(initialSettings(), preset('fine', false)).values.invertColors).toBe(true);
    expect(choosePreset(initialSettings(), preset('bold', true)).values.invertColors).toBe(false);
    expect(choosePreset(initialSettings(), preset('bold', true))).toMatchObject({
      preset: 'bold',
      values: { lineThickness: 2.5 },
    });
  });

  it('custom clears the preset and inversion', () => {
    const state = chooseCustom(choosePreset(initialSettings(), preset('fine', true)));
    expect(state.preset).toBeNull();
    expect(state.values.invertColors).toBe(false);
  });

  it('changing one setting clears the preset but keeps the values', () => {
    const state = changeSetting(
      choosePreset(initialSettings(), preset('fine', true)),
      'threshold',
      150,
    );
    expect(state.preset).toBeNull();
    expect(state.values).toMatchObject({ threshold: 150, lineThickness: 2.5, invertColors: true });
  });

  it('loading an image from the gallery turns inversion off', () => {
    const state = inversionOff(choosePreset(initialSettings(), preset('fine', true)));
    expect(state.values.invertColors).toBe(false);
    // The badge and the preset field must not claim 'fine' for settings it does not have.
    expect(state.preset).toBeNull();
    const bold = inversionOff(choosePreset(initialSettings(), preset('bold', false)));
    expect(bold.preset).toBe('bold');
  });
});
