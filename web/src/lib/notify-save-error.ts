import { apiErrorCode, errorMessage } from './api-error';
import { notifyError } from './notify';

/** A full gallery has its own toast; anything else is 'Save Failed'. */
const STORAGE_LIMIT_TITLE = 'Storage Limit Reached';
const STORAGE_LIMIT_TEXT = 'Limit exceeded. Delete some images or upgrade to a higher plan.';

export function notifyStorageLimit(): void {
  notifyError(STORAGE_LIMIT_TITLE, STORAGE_LIMIT_TEXT);
}

export function notifySaveError(error: unknown): void {
  if (apiErrorCode(error) === 'GALLERY_LIMIT_REACHED') notifyStorageLimit();
  else notifyError('Save Failed', errorMessage(error, 'Please try again.'));
}
