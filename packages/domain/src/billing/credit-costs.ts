import { IMAGE_TOOLS } from '../images/paid-tools';

/** What each design costs in credits (the image tools' prices are in their table). */
const DESIGN_COSTS = {
  prompt: 4,
  surprise: 1,
  simple_tattoo: 1,
  flash_tattoo: 4,
  sketch: 4,
  photo: 11,
  high_quality: 10,
  ultra_realism: 6,
  manual_body_preview: 0,
  save_to_gallery: 0,
  /** Issue 46: three low-cost concept thumbnails from a request's brief. */
  concepts: 1,
} as const;

type ToolPrices = { readonly [K in keyof typeof IMAGE_TOOLS]: (typeof IMAGE_TOOLS)[K]['price'] };

const toolPrices = Object.fromEntries(
  Object.entries(IMAGE_TOOLS).map(([id, tool]) => [id, tool.price]),
) as ToolPrices;

/** What each action costs in credits. Actions costing 0 never touch the ledger. */
export const CREDIT_COSTS = { ...DESIGN_COSTS, ...toolPrices, brief: 1 } as const;

export type CreditAction = keyof typeof CREDIT_COSTS;

export const CREDIT_ACTIONS = Object.keys(CREDIT_COSTS) as CreditAction[];

export function creditCost(action: CreditAction): number {
  return CREDIT_COSTS[action];
}
