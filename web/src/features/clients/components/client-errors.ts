import { CLIENT_ERRORS } from '@inkforge/domain';
import { errorMessage } from '@/lib/api-error';
import { notifyError } from '@/lib/notify';

/** Spec tools §8: a 'Client limit reached' message gets its own title. */
export function notifyCreateClientError(error: unknown): void {
  const message = errorMessage(error, 'Failed to create client.');
  if (message.includes('Client limit reached')) {
    const advice = message.replace(/^Client limit reached\.\s*/, '');
    notifyError(CLIENT_ERRORS.CLIENT_LIMIT_REACHED.title, advice || message);
    return;
  }
  notifyError('Error Creating Client', message);
}
