import type { ApiProject, ProjectInput } from '@inkforge/domain';
import { AppError } from '../app-error';
import type { ClientsDeps } from './deps';
import { toApiProject } from './to-api';

/** POST /api/client-projects: a project of one of the artist's own clients. */
export async function createProject(
  deps: ClientsDeps,
  uid: string,
  input: ProjectInput,
): Promise<ApiProject> {
  const { estimatedPrice, finalPrice, ...fields } = input;
  const created = await deps.records.createProject(
    uid,
    { ...fields, estimatedPriceCents: estimatedPrice, finalPriceCents: finalPrice },
    deps.clock(),
  );
  if (created === 'client' || created === 'project') throw new AppError('CLIENT_NOT_FOUND');
  return toApiProject(created, []);
}
