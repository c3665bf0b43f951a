import { AppError } from '../app-error';
import type { ClientsDeps } from './deps';

/**
 * DELETE /api/clients/{id}: the client, its projects, payments, appointments and body
 * previews go in one transaction; the preview images are removed from storage after it. Their
 * session records stay, reduced to initials, for the retention period (issue 45).
 */
export async function deleteClient(deps: ClientsDeps, uid: string, id: string): Promise<void> {
  const deleted = await deps.clients.deleteCascade(uid, id);
  if (!deleted) throw new AppError('CLIENT_NOT_FOUND');
  await deps.onClientDeleted?.(uid, id);
  const removals = await Promise.allSettled(deleted.objectPaths.map((p) => deps.objects.remove(p)));
  const failed = removals.filter((r) => r.status === 'rejected').length;
  // Paths name the user's files, not their health data; only the count is logged.
  if (failed > 0) deps.logger.warn('clients.preview_removal_failed', { failed });
}
