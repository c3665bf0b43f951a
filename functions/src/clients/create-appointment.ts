import type { ApiAppointment, HistoryActor, NewAppointmentInput } from '@inkforge/domain';
import { AppError } from '../app-error';
import { depositTerms, refusalError, warnOnOverlap } from './appointment-checks';
import { storedAppointmentFields } from './appointment-fields';
import { actorOrArtist, historyLine } from './appointment-history';
import type { ClientsDeps } from './deps';
import { momentOf, toApiAppointment } from './to-api';

/**
 * POST /api/appointments: for an own client and, optionally, one of that client's projects.
 * `actor`: who books (a studio's desk or owner); the artist when absent. Written with it.
 */
export async function createAppointment(
  deps: ClientsDeps,
  uid: string,
  input: NewAppointmentInput,
  actor?: HistoryActor,
): Promise<ApiAppointment> {
  const { clientId, projectId, ...rest } = input;
  if (rest.deposit !== undefined && !projectId) throw new AppError('DEPOSIT_NEEDS_PROJECT');
  await warnOnOverlap(
    deps,
    uid,
    { id: '', start: rest.appointmentDate, duration: rest.duration, status: rest.status },
    rest.allowOverlap,
  );
  const now = deps.clock();
  const by = await actorOrArtist(deps, uid, actor);
  const created = await deps.records.createAppointment(
    uid,
    {
      ...storedAppointmentFields(rest),
      clientId,
      projectId,
      history: [historyLine(by, 'created', now)],
    },
    now,
    await depositTerms(deps, uid),
  );
  if (typeof created === 'string') throw refusalError(created);
  await deps.onAppointmentChange?.(uid, null, momentOf(created));
  return toApiAppointment(created);
}
