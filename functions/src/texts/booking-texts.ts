import type { DepositChange } from '@inkforge/domain';
import { userRef } from '../adapters/firebase/documents';
import { artistTimeZone, momentOf, storedDepositOf, type AppointmentMoment } from '../clients';
import { textSettingsOf } from '@inkforge/domain';
import { deliverText } from './deliver-text';
import type { TextDeps } from './deps';
import { depositText, plannedTexts, type PlannedText } from './plan-texts';
import { queueText } from './queue-text';

/** Queues the planned texts and sends those due now, before the request answers. */
async function queueAndSend(
  deps: TextDeps,
  uid: string,
  planned: PlannedText[],
  clientId: string | null,
  supersede: { appointmentId: string; keepStart: Date | null } | undefined,
): Promise<void> {
  const now = deps.clock();
  const created = await queueText(
    deps,
    uid,
    planned.map((p) => ({ ...p, clientId, body: null })),
    now,
    supersede,
  );
  const dueNow = planned.filter((p) => created.includes(p.id) && p.dueAt <= now);
  for (const p of dueNow) await deliverText(deps, uid, p.id);
}

/**
 * Beside the booking e-mails: what a booking, a move or a cancellation owes the client by
 * text. A text problem never undoes the booking: it is logged, and the scheduler sends what
 * waits.
 */
export async function afterAppointmentChangeTexts(
  deps: TextDeps,
  uid: string,
  before: AppointmentMoment | null,
  after: AppointmentMoment,
): Promise<void> {
  try {
    const [user, appointment] = await Promise.all([
      userRef(deps.db, uid).get(),
      deps.records.appointment(uid, after.id),
    ]);
    const settings = textSettingsOf(user.get('textSettings'));
    // Texts off for this studio: its clients hear by e-mail alone, as before.
    if (!settings.enabled) return;
    const deposit = appointment
      ? storedDepositOf((appointment as { deposit?: unknown }).deposit)
      : null;
    const zone = appointment?.timezone ?? artistTimeZone(user.data());
    const now = deps.clock();
    const planned = plannedTexts(
      before,
      after,
      settings,
      now,
      zone,
      deposit?.status === 'requested' ? deposit.requestedAt : null,
    );
    if (planned.length === 0) return;
    const changed = before !== null && planned.some((p) => p.kind !== 'booking_confirmation');
    const keepStart = after.status === 'cancelled' ? null : after.start;
    await queueAndSend(
      deps,
      uid,
      planned,
      appointment?.clientId ?? null,
      changed ? { appointmentId: after.id, keepStart } : undefined,
    );
  } catch (err) {
    deps.logger.error('texts.queue_failed', { uid, appointmentId: after.id, error: String(err) });
  }
}

/** A deposit asked for: the confirmation with its link (once per request). */
export async function afterDepositChangeTexts(
  deps: TextDeps,
  uid: string,
  appointmentId: string,
  change: DepositChange,
): Promise<void> {
  if (change !== 'requested') return;
  try {
    const [user, appointment] = await Promise.all([
      userRef(deps.db, uid).get(),
      deps.records.appointment(uid, appointmentId),
    ]);
    const deposit = appointment
      ? storedDepositOf((appointment as { deposit?: unknown }).deposit)
      : null;
    if (!appointment || deposit?.status !== 'requested') return;
    if (!textSettingsOf(user.get('textSettings')).enabled) return;
    const zone = appointment.timezone ?? artistTimeZone(user.data());
    const planned = depositText(momentOf(appointment), deposit.requestedAt, deps.clock(), zone);
    await queueAndSend(deps, uid, planned, appointment.clientId, undefined);
  } catch (err) {
    deps.logger.error('texts.queue_failed', { uid, appointmentId, error: String(err) });
  }
}
