/** Generation and consent errors; `title` is the toast heading. */
export const GENERATION_ERRORS = {
  MISSING_PROMPT: {
    status: 400,
    title: 'Missing Prompt',
    message: 'Please enter a description for your tattoo design',
  },
  MISSING_FILE: { status: 400, title: 'Missing File', message: 'Please upload a sketch file' },
  CONSENT_REQUIRED: {
    status: 403,
    title: 'Consent Required',
    message: 'Please check the responsibility declaration first',
  },
  MODERATION_BLOCKED: {
    status: 400,
    title: 'Content Moderation Warning',
    message: 'MODERATION_BLOCKED: This request was flagged by content moderation.',
  },
  JOB_NOT_FOUND: {
    status: 404,
    title: 'Status Check Failed',
    message: 'This generation job does not exist.',
  },
  GENERATION_FAILED: {
    status: 502,
    title: 'Generation Failed',
    message: 'An error occurred during generation',
  },
  // The offline engine (local stack only) names the words it has no drawing for.
  OFFLINE_DESIGN_UNSUPPORTED: {
    status: 422,
    title: 'Design Not Available Offline',
    message: 'The offline engine cannot draw this subject. No credits were charged.',
  },
} as const satisfies Record<string, { status: number; title: string; message: string }>;

export const MODERATION_PREFIX = 'MODERATION_BLOCKED: ';

export function moderationMessage(reason: string): string {
  return `${MODERATION_PREFIX}${reason}`;
}

/** Why a job failed, as a code: the web decides by it, never by the wording. */
export type JobErrorCode = 'MODERATION_BLOCKED' | 'GENERATION_FAILED' | 'EDIT_FAILED';

/**
 * A failed job's stored sentence carries the moderation prefix only when moderation refused it;
 * any other failure is the job's own (`otherwise`: a design's or an edit's).
 */
export function jobErrorCode(
  error: string | null | undefined,
  otherwise: 'GENERATION_FAILED' | 'EDIT_FAILED' = 'GENERATION_FAILED',
): JobErrorCode {
  return error?.startsWith(MODERATION_PREFIX) ? 'MODERATION_BLOCKED' : otherwise;
}

/** What a person reads of a moderation message: the reason, without the machine prefix. */
export function moderationReason(message: string): string {
  return message.startsWith(MODERATION_PREFIX) ? message.slice(MODERATION_PREFIX.length) : message;
}
