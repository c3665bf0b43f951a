import { z } from 'zod';
import type { GENERATION_TYPES } from './generation-types';
import type { JobErrorCode } from './errors';
import {
  COLOR_SCHEMES,
  FILE_GENERATION_TYPES,
  PHOTO_OUTPUT_SIZES,
  TEXT_GENERATION_TYPES,
  ULTRA_REALISM_COLOR_EFFECTS,
  ULTRA_REALISM_STYLES,
  cleanPrompt,
} from './generation-types';
import { refusalIssue } from '../refusal';

const MAX_PROMPT_LENGTH = 1000;

/** POST /api/ai/generate. The prompt arrives cleaned of quotes and newlines. */
export const generateRequestSchema = z
  .object({
    prompt: z.string().max(MAX_PROMPT_LENGTH).optional().default('').transform(cleanPrompt),
    style: z.string().trim().max(60).optional(),
    colorScheme: z.enum(COLOR_SCHEMES).optional().default('blackwork'),
    generationType: z.enum(TEXT_GENERATION_TYPES),
    width: z.coerce.number().int().min(256).max(2048).optional(),
    height: z.coerce.number().int().min(256).max(2048).optional(),
    ultraRealismStyle: z.enum(ULTRA_REALISM_STYLES).optional(),
    ultraRealismColorEffect: z.string().optional(),
  })
  .superRefine((value, ctx) => {
    if (value.generationType !== 'surprise' && value.prompt === '') {
      ctx.addIssue({ code: 'custom', path: ['prompt'], ...refusalIssue('MISSING_PROMPT') });
    }
    const effect = value.ultraRealismColorEffect;
    const allowed: readonly string[] = ULTRA_REALISM_COLOR_EFFECTS[value.colorScheme];
    if (effect !== undefined && !allowed.includes(effect)) {
      ctx.addIssue({
        code: 'custom',
        path: ['ultraRealismColorEffect'],
        message: `Choose one of: ${allowed.join(', ')}.`,
      });
    }
  });
export type GenerateRequest = z.output<typeof generateRequestSchema>;

/** The text fields of POST /api/ai/generate-from-file (multipart). */
export const generateFromFileFieldsSchema = z.object({
  type: z.enum(FILE_GENERATION_TYPES),
  generationType: z.enum(FILE_GENERATION_TYPES).optional(),
  style: z.string().trim().max(60).optional(),
  size: z.enum(PHOTO_OUTPUT_SIZES).optional().default('1024x1024'),
  prompt: z.string().max(MAX_PROMPT_LENGTH).optional().default('').transform(cleanPrompt),
  colorScheme: z.enum(COLOR_SCHEMES).optional().default('blackwork'),
});
export type GenerateFromFileFields = z.output<typeof generateFromFileFieldsSchema>;

export const quickGenerateRequestSchema = z.object({
  type: z.literal('simple').optional().default('simple'),
});

export const JOB_STATUSES = ['queued', 'processing', 'completed', 'failed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/** What the offline engine drew of a prompt (motif names), and the words it did not. */
export interface DesignDrawn {
  elements: string[];
  notDrawn: string[];
}

/** The design card's line for it: "Drawn offline: cactus; not drawn: pot". */
export function drawnLine(drawn: DesignDrawn): string {
  const words = (list: string[]) => list.map((w) => w.replace(/-/g, ' ')).join(', ');
  const made = `Drawn offline: ${words(drawn.elements) || 'a flash classic'}`;
  return drawn.notDrawn.length ? `${made}; not drawn: ${words(drawn.notDrawn)}` : made;
}

/** A generation job as the API returns it; imageUrl is a short-lived signed URL. */
export interface GenerationJob {
  jobId: string;
  status: JobStatus;
  generationType: (typeof GENERATION_TYPES)[number];
  prompt: string;
  style: string | null;
  colorScheme: (typeof COLOR_SCHEMES)[number];
  cost: number;
  createdAt: string;
  updatedAt: string;
  result?: { imageUrl: string };
  resultUrl?: string;
  /**
   * Offline only: what the engine drew of the prompt and the words it could not draw, so a
   * design missing a part says so ("Drawn offline: cactus; not drawn: pot").
   */
  drawn?: DesignDrawn;
  /** While it is drawn: the latest partial image the provider streamed (none offline). */
  partialImageUrl?: string;
  error?: string;
  errorCode?: JobErrorCode;
}

/** POST /api/ai/generate answers either at once or with a job to poll. */
export type GenerateResponse =
  { imageUrl: string; jobId: string; status: 'completed' } | { jobId: string; status: JobStatus };

export interface TattooStyle {
  id: string;
  slug: string;
  displayName: string;
}

/** GET /api/ai/jobs: newest first, a page at a time; `before` is the last page's `nextBefore`. */
export const JOB_PAGE_DEFAULT = 20;
export const JOB_PAGE_MAX = 50;
export const jobListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(JOB_PAGE_MAX).default(JOB_PAGE_DEFAULT),
  before: z.iso.datetime({ error: 'before must be an ISO date.' }).optional(),
});

export interface JobListResponse {
  jobs: GenerationJob[];
  /** Pass as `before` for the next (older) page; null when there is none. */
  nextBefore: string | null;
}
