export const AI_MODEL_ROLES = [
  'fastImage',
  'qualityImage',
  'editImage',
  'chat',
  'moderation',
] as const;
export type AiModelRole = (typeof AI_MODEL_ROLES)[number];

/** What each role's model is used for, in an admin's words, and the param that switches it. */
export const AI_MODEL_ROLE_INFO: Record<AiModelRole, { uses: string; param: string }> = {
  fastImage: { uses: 'surprise, simple and flash designs', param: 'OPENAI_MODEL_FAST_IMAGE' },
  qualityImage: {
    uses: 'prompt, high-quality, ultra-realism, sketch and photo designs',
    param: 'OPENAI_MODEL_QUALITY_IMAGE',
  },
  editImage: {
    uses: 'Modify Design, photo background removal and the AI body preview',
    param: 'OPENAI_MODEL_EDIT_IMAGE',
  },
  chat: { uses: 'the support assistant Inky', param: 'OPENAI_MODEL_CHAT' },
  moderation: { uses: 'checking prompts and chat messages', param: 'OPENAI_MODEL_MODERATION' },
};

/** A model name for each role. */
export type ModelChoice = Record<AiModelRole, string>;

/**
 * The model each role uses unless its param names another: models the installed `openai`
 * package lists as current (the server's contract test fails on a retired one). Flare is the
 * 2.5 generation's speed-first model, Sunburst its quality- and edit-first one (the SDK names
 * both as the replacements of the shut-down `gpt-image-1`).
 */
export const DEFAULT_MODELS: ModelChoice = {
  fastImage: 'gpt-image-2.5-flare',
  qualityImage: 'gpt-image-2.5-sunburst',
  editImage: 'gpt-image-2.5-sunburst',
  chat: 'gpt-5.4-mini',
  moderation: 'omni-moderation-latest',
};

/**
 * GET /api/admin/ai-status (admins only): is each configured model served? A plain type, no
 * schema: the server writes it and the dashboard only reads it (no zod on the dashboard).
 */
export interface AiStatus {
  provider: 'openai' | 'offline' | 'unconfigured';
  models: { role: AiModelRole; model: string; available: boolean }[];
}
