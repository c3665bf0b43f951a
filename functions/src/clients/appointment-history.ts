import type { AppointmentHistoryEntry, HistoryAction, HistoryActor } from '@inkforge/domain';
import type { ClientsDeps } from './deps';
import type { StoredAppointment } from './stored';

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);

/** The artist acting on their own book: the default actor of every appointment write. */
export function artistActorOf(
  uid: string,
  user: Record<string, unknown> | undefined,
): HistoryActor {
  return {
    uid,
    name: text(user?.displayName) ?? text(user?.email) ?? 'The artist',
    role: 'artist',
  };
}

/** Who acts: the actor a studio route names, else the artist whose book it is. */
export async function actorOrArtist(
  deps: Pick<ClientsDeps, 'clients'>,
  uid: string,
  actor: HistoryActor | undefined,
): Promise<HistoryActor> {
  return actor ?? artistActorOf(uid, await deps.clients.readUser(uid));
}

/**
 * One line of who did what. An actor may carry a `note` (issue 49: the policy applied to a
 * client's own change), written on the line.
 */
export function historyLine(
  actor: HistoryActor & { note?: string },
  action: HistoryAction,
  now: Date,
): AppointmentHistoryEntry {
  const line = { uid: actor.uid, name: actor.name, role: actor.role, action, at: now.toISOString() };
  return typeof actor.note === 'string' ? { ...line, note: actor.note } : line;
}

/**
 * What an edit did, for the history: cancelled, moved (time or length), the deposit kept or
 * refunded; anything else is a change.
 */
export function changeActions(
  before: Pick<StoredAppointment, 'appointmentDate' | 'duration' | 'status' | 'depositOutcome'>,
  after: Pick<StoredAppointment, 'appointmentDate' | 'duration' | 'status' | 'depositOutcome'>,
): HistoryAction[] {
  const actions: HistoryAction[] = [];
  if (after.status === 'cancelled' && before.status !== 'cancelled') actions.push('cancelled');
  if (
    after.appointmentDate.getTime() !== before.appointmentDate.getTime() ||
    after.duration !== before.duration
  ) {
    actions.push('moved');
  }
  if (after.depositOutcome && after.depositOutcome !== before.depositOutcome) {
    actions.push(after.depositOutcome);
  }
  return actions.length > 0 ? actions : ['updated'];
}

/** The stored history, as written (entries that do not read as one are left out). */
export function historyOf(raw: unknown): AppointmentHistoryEntry[] {
  return (Array.isArray(raw) ? raw : []).filter(
    (h: unknown): h is AppointmentHistoryEntry =>
      typeof h === 'object' &&
      h !== null &&
      typeof (h as AppointmentHistoryEntry).action === 'string' &&
      typeof (h as AppointmentHistoryEntry).at === 'string',
  );
}
