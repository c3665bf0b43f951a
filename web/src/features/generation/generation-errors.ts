import { GENERATION_ERRORS, moderationReason, type JobErrorCode } from '@inkforge/domain';
import { apiErrorCode, errorMessage } from '@/lib/api-error';
import { notifyError } from '@/lib/notify';
import { notifications } from '@mantine/notifications';

const MODERATION_TOAST_MS = 10_000;

function showModeration(message: string): void {
  notifications.clean();
  notifications.show({
    title: 'Content Moderation Warning',
    message: moderationReason(message),
    color: 'orange',
    autoClose: MODERATION_TOAST_MS,
  });
}

/** For a failed generate call; `fallback` is the message when none came back. */
export function notifyGenerateError(
  error: unknown,
  fallback = 'An error occurred during generation',
) {
  if (apiErrorCode(error) === 'INSUFFICIENT_CREDITS') {
    notifyError('Insufficient Credits', 'You need a plan or top-up to generate images');
    return;
  }
  const message = errorMessage(error, error instanceof Error ? error.message : fallback);
  const code = apiErrorCode(error);
  if (code === 'MODERATION_BLOCKED') {
    showModeration(message);
    return;
  }
  // A subject the offline engine cannot draw is a refusal with its own heading, not a failure.
  const title =
    code === 'OFFLINE_DESIGN_UNSUPPORTED'
      ? GENERATION_ERRORS.OFFLINE_DESIGN_UNSUPPORTED.title
      : 'Generation Failed';
  notifyError(title, message || fallback);
}

/** A job that ended in failure: its error, or the spec's default sentence. */
export function notifyJobFailed(jobError: string | undefined, code: JobErrorCode | undefined) {
  if (code === 'MODERATION_BLOCKED' && jobError) {
    showModeration(jobError);
    return;
  }
  notifyError('Generation Failed', jobError || 'An error occurred during generation');
}
