import type { ApiProject, UpdateProjectInput } from '@inkforge/domain';
import { AppError } from '../app-error';
import type { ClientsDeps } from './deps';
import { toApiProject } from './to-api';

/** PUT /api/client-projects/{id}: status, hours, prices and the rest of an own project. */
export async function updateProject(
  deps: ClientsDeps,
  uid: string,
  id: string,
  input: UpdateProjectInput,
): Promise<ApiProject> {
  const { estimatedPrice, finalPrice, ...fields } = input;
  const [updated, appointments] = await Promise.all([
    deps.records.replaceProject(
      uid,
      id,
      { ...fields, estimatedPriceCents: estimatedPrice, finalPriceCents: finalPrice },
      deps.clock(),
    ),
    deps.records.listAppointments(uid),
  ]);
  if (!updated) throw new AppError('PROJECT_NOT_FOUND');
  const sessions = appointments.filter((a) => a.projectId === id).length;
  return toApiProject(updated.project, updated.payments, sessions);
}

/** DELETE /api/client-projects/{id}: the project and its payments; appointments are unlinked. */
export async function deleteProject(deps: ClientsDeps, uid: string, id: string): Promise<void> {
  const approval = (await deps.approvals.get(uid, id))?.approval;
  const deleted = await deps.records.deleteProject(uid, id, deps.clock());
  if (deleted === 'deposit-outcome') throw new AppError('DEPOSIT_OUTCOME_REQUIRED');
  if (!deleted) throw new AppError('PROJECT_NOT_FOUND');
  // The frozen copies of its approved images go with the approval record.
  for (const image of approval?.images ?? []) await deps.objects.remove(image.path);
}
