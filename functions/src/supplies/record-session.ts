import { localDateKey, type ApiSessionRecord, type SessionRecordInput } from '@inkforge/domain';
import { AppError } from '../app-error';
import type { SuppliesDeps } from './deps';
import {
  initialsOf,
  lotKeyOf,
  type RecordedSupply,
  type StoredSessionRecord,
  type StoredSupply,
} from './stored';
import { toApiSessionRecord } from './to-api';

const MINUTE = 60_000;

/**
 * Whether the supply is past its label for this record: expired before the session's day or
 * recalled before it ended; or, when it is picked now (not in the record already), expired or
 * recalled as of today. Such a use is kept only with its reason. A correction does not ask
 * again for a supply the record already held, which was fine when it was used.
 */
function pastLabel(
  supply: StoredSupply,
  at: { sessionDay: string; sessionEnd: Date; today: string; picked: boolean },
): 'expired' | 'recalled' | null {
  const recalledAt = supply.state === 'recalled' ? supply.recalledAt : null;
  if (recalledAt && (at.picked || recalledAt <= at.sessionEnd)) return 'recalled';
  if (supply.expiresOn < at.sessionDay) return 'expired';
  return at.picked && supply.expiresOn < at.today ? 'expired' : null;
}

const sameContent = (a: StoredSessionRecord, b: Omit<StoredSessionRecord, 'id' | 'version'>) =>
  JSON.stringify([a.supplies, a.placement, a.cycleId, a.notes]) ===
  JSON.stringify([b.supplies, b.placement, b.cycleId, b.notes]);

/**
 * PUT /api/appointments/{id}/session-record: what went into the client's skin. Allowed from
 * the session's day on (mid-session, with the inks just opened, and any time after), never
 * for a visit ahead, cancelled or missed. The supplies are copied as they are now; a
 * correction writes a new version and keeps the earlier one; the same content twice is one
 * version.
 */
export async function recordSession(
  deps: SuppliesDeps,
  uid: string,
  appointmentId: string,
  input: SessionRecordInput,
): Promise<ApiSessionRecord> {
  const now = deps.clock();
  const appointment = await deps.records.appointment(uid, appointmentId);
  if (!appointment) throw new AppError('APPOINTMENT_NOT_FOUND');
  const { timeZone } = await deps.settings.get(uid);
  const sessionDay = localDateKey(appointment.appointmentDate, timeZone);
  const underway = appointment.status === 'in_progress' || appointment.status === 'completed';
  const calledOff = appointment.status === 'cancelled' || appointment.status === 'no_show';
  const today = localDateKey(now, timeZone);
  if (calledOff || (!underway && sessionDay > today))
    throw new AppError('SESSION_RECORD_TOO_EARLY');

  const [found, current] = await Promise.all([
    deps.supplies.getMany(uid, input.supplyIds),
    deps.sessions.get(uid, appointmentId),
  ]);
  const held = new Set(current?.supplyIds ?? []);
  const sessionEnd = new Date(
    appointment.appointmentDate.getTime() + appointment.duration * MINUTE,
  );
  const supplies: RecordedSupply[] = [];
  for (const supply of found) {
    if (!supply) throw new AppError('SUPPLY_NOT_FOUND');
    const reason = input.reasons[supply.id]?.trim() || null;
    const past = pastLabel(supply, {
      sessionDay,
      sessionEnd,
      today,
      picked: !held.has(supply.id),
    });
    if (past && !reason)
      throw new AppError(
        'SUPPLY_NEEDS_REASON',
        `${supply.brand} ${supply.name} (lot ${supply.lot}) ${past === 'expired' ? `expired on ${supply.expiresOn}` : 'was recalled'}: say why it was used, or leave it out.`,
        { supplyId: supply.id },
      );
    const { id, kind, brand, name, lot, expiresOn } = supply;
    supplies.push({ id, kind, brand, name, lot, expiresOn, reason });
  }
  if (input.cycleId && !(await deps.cycleExists(uid, input.cycleId)))
    throw new AppError('STERILISATION_CYCLE_NOT_FOUND');

  const client = await deps.records.client(uid, appointment.clientId);
  const draft = {
    appointmentId,
    clientId: appointment.clientId,
    clientInitials: initialsOf(client?.name),
    sessionAt: appointment.appointmentDate,
    supplies,
    supplyIds: supplies.map((s) => s.id),
    lotKeys: [...new Set(supplies.map(lotKeyOf))],
    placement: input.placement,
    cycleId: input.cycleId,
    notes: input.notes,
    recordedAt: now,
  };
  const outcome = await deps.sessions.save(uid, draft, (current) =>
    sameContent(current, { ...draft, expiresAt: null, clientDeletedAt: null }),
  );
  if (outcome.saved === 'new') {
    deps.logger.info('session_record.saved', {
      uid,
      appointmentId,
      version: outcome.record.version,
    });
    await deps.onSessionRecorded?.(uid, appointmentId, outcome.record.version);
  }
  return toApiSessionRecord(outcome.record, await deps.sessions.versions(uid, appointmentId));
}
