import { creditCost } from '../billing/credit-costs';

/** Every kind of generation a user can ask for. */
export const GENERATION_TYPES = [
  'prompt',
  'surprise',
  'simple_tattoo',
  'flash_tattoo',
  'high_quality',
  'ultra_realism',
  'sketch',
  'photo',
] as const;
export type GenerationType = (typeof GENERATION_TYPES)[number];

/** Types sent as JSON to /api/ai/generate; sketch and photo need a file. */
export const TEXT_GENERATION_TYPES = [
  'prompt',
  'surprise',
  'simple_tattoo',
  'flash_tattoo',
  'high_quality',
  'ultra_realism',
] as const satisfies readonly GenerationType[];
export type TextGenerationType = (typeof TEXT_GENERATION_TYPES)[number];

export const FILE_GENERATION_TYPES = ['sketch', 'photo'] as const;
export type FileGenerationType = (typeof FILE_GENERATION_TYPES)[number];

/**
 * Answered at once with an imageUrl (a small, fast model); the others become jobs on the
 * task queue, because they take 30-60 s.
 */
export const IMMEDIATE_GENERATION_TYPES: readonly GenerationType[] = [
  'surprise',
  'simple_tattoo',
  'flash_tattoo',
];

export function isImmediate(type: GenerationType): boolean {
  return IMMEDIATE_GENERATION_TYPES.includes(type);
}

export function generationCost(type: GenerationType): number {
  return creditCost(type);
}

export const COLOR_SCHEMES = ['blackwork', 'color'] as const;
export type ColorScheme = (typeof COLOR_SCHEMES)[number];
export const COLOR_SCHEME_LABELS: Record<ColorScheme, string> = {
  blackwork: 'Black & Gray',
  color: 'Full Color',
};

export const ULTRA_REALISM_STYLES = [
  'digital-art',
  'vector',
  'comic',
  'painting',
  'anime',
  'fantasy',
] as const;
export type UltraRealismStyle = (typeof ULTRA_REALISM_STYLES)[number];

/** Colour effects per scheme; the first of each list is the default. */
export const ULTRA_REALISM_COLOR_EFFECTS = {
  blackwork: ['b&w', 'duotone', 'sepia'],
  color: ['gold-glow', 'pastel', 'dramatic', 'orange&teal', 'muted-green', 'autumn'],
} as const satisfies Record<ColorScheme, readonly string[]>;
export type UltraRealismColorEffect = (typeof ULTRA_REALISM_COLOR_EFFECTS)[ColorScheme][number];

/** What a person reads for each ultra-realism id; the ids stay the API's values. */
export const ULTRA_REALISM_STYLE_LABELS: Record<UltraRealismStyle, string> = {
  'digital-art': 'Digital art',
  vector: 'Vector',
  comic: 'Comic',
  painting: 'Painting',
  anime: 'Anime',
  fantasy: 'Fantasy',
};

export const ULTRA_REALISM_COLOR_EFFECT_LABELS: Record<UltraRealismColorEffect, string> = {
  'b&w': 'Black & white',
  duotone: 'Duotone',
  sepia: 'Sepia',
  'gold-glow': 'Gold glow',
  pastel: 'Pastel',
  dramatic: 'Dramatic',
  'orange&teal': 'Orange & teal',
  'muted-green': 'Muted green',
  autumn: 'Autumn',
};

export const PHOTO_OUTPUT_SIZES = ['1024x1024', '1536x1024', '1024x1536'] as const;
export type PhotoOutputSize = (typeof PHOTO_OUTPUT_SIZES)[number];

/**
 * Designs meant to be printed come at print resolution: 15 cm at 300 dpi needs 1,772 px on the
 * long side. Multiples of 16 in the same shapes, and no more pixels than 2560x1440 (3.7 MP),
 * above which OpenAI calls a size experimental.
 */
export const PRINT_DESIGN_SIZES: Record<PhotoOutputSize, string> = {
  '1024x1024': '1792x1792',
  '1536x1024': '2304x1536',
  '1024x1536': '1536x2304',
};

/** The types an artist prints; the fast ones (surprise, simple, flash) stay at 1024 px. */
export const PRINT_GENERATION_TYPES: readonly GenerationType[] = [
  'prompt',
  'high_quality',
  'ultra_realism',
  'sketch',
  'photo',
];

/** The canvas a design of `type` is drawn on, for the shape the artist chose. */
export function designCanvas(type: GenerationType, size: PhotoOutputSize): string {
  return PRINT_GENERATION_TYPES.includes(type) ? PRINT_DESIGN_SIZES[size] : size;
}

/**
 * A running job is followed until it ends, however long that takes: every 5 s for the first
 * 60 polls (5 minutes), then every 15 s. After 2 minutes the screen says it is taking longer
 * than usual.
 */
export const JOB_POLL_INTERVAL_MS = 5000;
export const JOB_FAST_POLLS = 60;
export const JOB_SLOW_POLL_INTERVAL_MS = 15_000;
export const JOB_LONG_WAIT_MS = 2 * 60_000;
/** The first check comes sooner: offline and quick jobs are often done within a second. */
export const JOB_FIRST_POLL_MS = 1000;

/** Double quotes become single quotes and newlines become spaces. */
export function cleanPrompt(prompt: string): string {
  return prompt
    .replace(/"/g, "'")
    .replace(/\r?\n|\r/g, ' ')
    .trim();
}

/** POST /api/ai/quick-generate: a simple design of a random subject, drawn at once. */
export interface QuickGenerateResult {
  imageUrl: string;
  /** The stored object's path (optional in the type a queued generation shares). */
  s3Key?: string;
  jobId: string;
}
