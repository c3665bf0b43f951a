import {
  presetInvertsColors,
  STENCIL_DEFAULTS,
  type StencilParameters,
  type StencilPreset,
} from '@inkforge/domain';

export interface StencilSettingsState {
  values: StencilParameters;
  /** The chosen server preset, or null for 'Custom Settings'. */
  preset: string | null;
}

export const initialSettings = (): StencilSettingsState => ({
  values: { ...STENCIL_DEFAULTS },
  preset: null,
});

/** A preset sets inversion on for every preset except bold. */
export function choosePreset(
  state: StencilSettingsState,
  preset: StencilPreset,
): StencilSettingsState {
  return {
    values: { ...state.values, ...preset.settings, invertColors: presetInvertsColors(preset.id) },
    preset: preset.id,
  };
}

/** 'custom' clears the preset and inversion. */
export function chooseCustom(state: StencilSettingsState): StencilSettingsState {
  return { values: { ...state.values, invertColors: false }, preset: null };
}

/** Changing any single setting clears the preset. */
export function changeSetting<K extends keyof StencilParameters>(
  state: StencilSettingsState,
  key: K,
  value: StencilParameters[K],
): StencilSettingsState {
  return { values: { ...state.values, [key]: value }, preset: null };
}

/**
 * Loading from the gallery or the query parameter turns inversion off. A preset that
 * inverts no longer describes those settings, so the screen shows them as custom.
 */
export function inversionOff(state: StencilSettingsState): StencilSettingsState {
  const stillPreset = state.preset !== null && !presetInvertsColors(state.preset);
  return {
    values: { ...state.values, invertColors: false },
    preset: stillPreset ? state.preset : null,
  };
}
