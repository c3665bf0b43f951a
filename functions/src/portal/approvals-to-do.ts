import type { ApiPortalTodo } from '@inkforge/domain';
import type { StoredAppointment } from '../clients';
import type { PortalDeps } from './deps';

/** `/api/public/portal/{token}/projects/{id}/approval`: opens the pending approval. */
function approvalPath(token: string, projectId: string): string {
  return `/api/public/portal/${encodeURIComponent(token)}/projects/${encodeURIComponent(projectId)}/approval`;
}

/**
 * The designs waiting for the client's approval, one button per project of their
 * appointments, while the artist's request still opens.
 */
export async function approvalsToDo(
  deps: PortalDeps,
  uid: string,
  appointments: readonly StoredAppointment[],
  token: string,
  now: Date,
): Promise<ApiPortalTodo[]> {
  const projectIds = [...new Set(appointments.flatMap((a) => (a.projectId ? [a.projectId] : [])))];
  const todo: ApiPortalTodo[] = [];
  for (const projectId of projectIds) {
    const [project, found] = await Promise.all([
      deps.records.project(uid, projectId),
      deps.records.approvalOfProject(uid, projectId),
    ]);
    const approval = found?.approval;
    if (!project || !approval?.linkHash || approval.approvedAt) continue;
    if (!(approval.linkExpiresAt instanceof Date) || approval.linkExpiresAt <= now) continue;
    if (project.clientId !== appointments[0]?.clientId) continue;
    todo.push({
      kind: 'approval',
      appointmentId: null,
      projectId,
      label: `Approve the design for ${project.title}`,
      path: approvalPath(token, projectId),
    });
  }
  return todo;
}
