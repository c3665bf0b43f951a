import { DEFAULT_MODELS, type AiModelRole, type ModelChoice } from '@inkforge/domain';

/**
 * The one place that says which OpenAI model does what, and what each image model accepts.
 * Each role is a Firebase param (config.ts), so a model is switched without a code change
 * (docs/deploy.md); the defaults are models the installed `openai` package lists as current,
 * and `npm test` fails when the package marks any of them retired or announces a shutdown
 * within 90 days (sdk-contract.test.ts).
 */
export type ModelRole = AiModelRole;
export { DEFAULT_MODELS, type ModelChoice };

/** What the API family of each role is, for the contract check. */
const ROLE_FAMILY: Record<ModelRole, 'image' | 'chat' | 'moderation'> = {
  fastImage: 'image',
  qualityImage: 'image',
  editImage: 'image',
  chat: 'chat',
  moderation: 'moderation',
};

export type ImageQuality = 'low' | 'medium' | 'high' | 'xhigh' | 'max';
type Fidelity = 'high' | 'low';

export interface ImageModelSpec {
  /** `input_fidelity` values the model takes; empty: the parameter must be omitted. */
  inputFidelity: readonly Fidelity[];
  qualities: readonly ImageQuality[];
  /** Arbitrary `WIDTHxHEIGHT` (multiples of 16, 1:3 to 3:1, at most 3840x2160). */
  arbitrarySizes: boolean;
  /** A transparent background is supported (not merely in preview). */
  transparent: boolean;
}

const STANDARD_QUALITIES: readonly ImageQuality[] = ['low', 'medium', 'high'];
const EXTENDED_QUALITIES: readonly ImageQuality[] = ['low', 'medium', 'high', 'xhigh', 'max'];

const GPT_IMAGE_2: ImageModelSpec = {
  inputFidelity: [],
  qualities: STANDARD_QUALITIES,
  arbitrarySizes: true,
  transparent: false,
};
const GPT_IMAGE_2_5: ImageModelSpec = {
  inputFidelity: [],
  qualities: EXTENDED_QUALITIES,
  arbitrarySizes: true,
  transparent: true,
};

/**
 * Every image model the product may be configured with, as the SDK's own parameter notes
 * describe it (images.d.ts: `input_fidelity`, `quality`, `size`, `background`). A model
 * missing here is refused at configuration, never sent.
 */
export const IMAGE_MODELS: Readonly<Record<string, ImageModelSpec>> = {
  'gpt-image-1-mini': {
    inputFidelity: ['low'],
    qualities: STANDARD_QUALITIES,
    arbitrarySizes: false,
    transparent: true,
  },
  'gpt-image-1.5': {
    inputFidelity: ['high', 'low'],
    qualities: STANDARD_QUALITIES,
    arbitrarySizes: false,
    transparent: true,
  },
  'gpt-image-2': GPT_IMAGE_2,
  'gpt-image-2-2026-04-21': GPT_IMAGE_2,
  'gpt-image-2.5-sunburst': GPT_IMAGE_2_5,
  'gpt-image-2.5-sunburst-2026-09-08': GPT_IMAGE_2_5,
  'gpt-image-2.5-flare': GPT_IMAGE_2_5,
  'gpt-image-2.5-flare-2026-09-08': GPT_IMAGE_2_5,
};

/** The text models the chat and moderation roles may be configured with. */
const TEXT_MODELS: Readonly<Record<'chat' | 'moderation', readonly string[]>> = {
  chat: ['gpt-5.4-mini', 'gpt-5.4-mini-2026-03-17', 'gpt-5.4', 'gpt-5.5', 'gpt-5.5-2026-04-23'],
  moderation: ['omni-moderation-latest', 'omni-moderation-2024-09-26'],
};

/** Every model the product can send: the defaults and both tables. */
export function sendableModels(): { model: string; family: 'image' | 'chat' | 'moderation' }[] {
  const all = new Map<string, 'image' | 'chat' | 'moderation'>();
  for (const model of Object.keys(IMAGE_MODELS)) all.set(model, 'image');
  for (const model of TEXT_MODELS.chat) all.set(model, 'chat');
  for (const model of TEXT_MODELS.moderation) all.set(model, 'moderation');
  for (const role of Object.keys(DEFAULT_MODELS) as ModelRole[]) {
    all.set(DEFAULT_MODELS[role], ROLE_FAMILY[role]);
  }
  return [...all].map(([model, family]) => ({ model, family }));
}

/** Whether the product knows how to call `model` in `role` (its table has it). */
export function isKnownModel(role: ModelRole, model: string): boolean {
  const family = ROLE_FAMILY[role];
  return family === 'image' ? Boolean(IMAGE_MODELS[model]) : TEXT_MODELS[family].includes(model);
}
