import { CLIENT_ERRORS } from '@inkforge/domain';
import { apiErrorCode, errorMessage } from '@/lib/api-error';
import { notifyError } from '@/lib/notify';

/** A full client list has its own title ('Client Limit Reached'); anything else is a create error. */
export function notifyCreateClientError(error: unknown): void {
  const message = errorMessage(error, 'Failed to create client.');
  if (apiErrorCode(error) === 'CLIENT_LIMIT_REACHED') {
    // The title already says it: the toast's text is the advice that follows.
    const advice = message.replace(/^Client limit reached\.\s*/, '');
    notifyError(CLIENT_ERRORS.CLIENT_LIMIT_REACHED.title, advice || message);
    return;
  }
  notifyError('Error Creating Client', message);
}
