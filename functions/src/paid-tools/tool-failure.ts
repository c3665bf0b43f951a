import { moderationMessage, type ErrorCode } from '@inkforge/domain';
import { ProviderError } from '../adapters/ai-provider';
import { AppError } from '../app-error';

/** A failure inside a paid tool: user errors pass through, the rest become the tool's code. */
function toolFailure(err: unknown, code: ErrorCode): AppError {
  if (err instanceof AppError) return err;
  if (err instanceof ProviderError && err.moderationReason) {
    return new AppError('MODERATION_BLOCKED', moderationMessage(err.moderationReason));
  }
  if (err instanceof ProviderError && err.timedOut) return new AppError('AI_TIMED_OUT');
  return new AppError(code);
}

/** Runs `work`, turning any failure into an AppError so a refund is followed by a clean 4xx/5xx. */
export async function asTool<T>(code: ErrorCode, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    throw toolFailure(err, code);
  }
}
