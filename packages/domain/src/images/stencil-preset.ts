import type { StencilParameters } from './stencil-settings';

/** A server preset shown in the preset selector. */
export interface StencilPreset {
  id: string;
  name: string;
  description: string;
  recommendedFor: string;
  settings: Partial<StencilParameters>;
}

/** The bold preset keeps dark lines on light paper; every other preset inverts. */
export function presetInvertsColors(presetId: string): boolean {
  return presetId !== 'bold';
}
