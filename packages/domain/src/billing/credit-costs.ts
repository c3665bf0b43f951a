/** What each action costs in credits. Actions costing 0 never touch the ledger. */
export const CREDIT_COSTS = {
  prompt: 4,
  surprise: 1,
  simple_tattoo: 1,
  flash_tattoo: 4,
  sketch: 4,
  photo: 11,
  high_quality: 10,
  ultra_realism: 6,
  stencil: 1,
  remove_background: 1,
  upscale: 6,
  modify: 10,
  body_preview: 10,
  manual_body_preview: 0,
  save_to_gallery: 0,
  brush: 2,
} as const satisfies Record<string, number>;

export type CreditAction = keyof typeof CREDIT_COSTS;

export const CREDIT_ACTIONS = Object.keys(CREDIT_COSTS) as CreditAction[];

export function creditCost(action: CreditAction): number {
  return CREDIT_COSTS[action];
}
