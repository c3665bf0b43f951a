import type { StencilParameters } from './stencil-settings';

/** Spec tools §3: a server preset shown in the preset selector. */
export interface StencilPreset {
  id: string;
  name: string;
  description: string;
  recommendedFor: string;
  settings: Partial<StencilParameters>;
}

/** The bold preset keeps dark lines on light paper; every other preset inverts (spec §4). */
export function presetInvertsColors(presetId: string): boolean {
  return presetId !== 'bold';
}
