import {
  balanceRefusal,
  policyBookingFrom,
  portalChoices,
  type ApiPortal,
  type ApiPortalAppointment,
  type ApiPortalDownload,
  type ApiPortalTodo,
} from '@inkforge/domain';
import { depositOf, historyOf, type StoredAppointment } from '../clients';
import { AppError } from '../app-error';
import type { PortalDeps } from './deps';
import { approvalsToDo } from './approvals-to-do';
import { offersHealedPhoto, portalDownloads, portalFilePath } from './portal-downloads';
import { isUpcoming, toPortalAppointment } from './portal-appointments';
import { readPortalArtist, type PortalArtist } from './portal-artist.repository';
import { resolvePortalClient } from './resolve-portal-client';

const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? '';

/** What the client may do with an upcoming booking (s49-moves' policy, the same words as its routes). */
const choicesOf = (stored: StoredAppointment, artist: PortalArtist, now: Date) =>
  portalChoices(
    policyBookingFrom({
      start: stored.appointmentDate,
      status: stored.status,
      deposit: depositOf(stored as unknown as Record<string, unknown>),
      history: historyOf(stored.history),
    }),
    artist.clientPolicy,
    now,
    artist.artist.name,
    artist.format.locale,
  );

/** "Pay the balance" is offered: something is due and the balance rule says yes now. */
const balanceOnline = (
  stored: StoredAppointment,
  due: ApiPortalAppointment['balanceDue'],
  artist: PortalArtist,
  now: Date,
) =>
  (due?.cents ?? 0) > 0 &&
  balanceRefusal(
    {
      status: stored.status,
      start: stored.appointmentDate,
      durationMinutes: stored.duration,
      hasProject: Boolean(stored.projectId),
    },
    artist.balanceBefore,
    now,
  ) === null;

/**
 * GET /api/public/portal/{token}: the client's bookings with this artist, read from the
 * artist's own records. Nothing of other clients, and never a medical answer.
 */
export async function openPortal(deps: PortalDeps, token: string): Promise<ApiPortal> {
  const now = deps.clock();
  const { uid, clientId } = await resolvePortalClient(deps.db, token, now);
  const [artist, client, appointments] = await Promise.all([
    readPortalArtist(deps.db, uid, now),
    deps.records.client(uid, clientId),
    deps.records.appointmentsOfClient(uid, clientId),
  ]);
  if (!artist || !client) throw new AppError('PORTAL_LINK_NOT_FOUND');
  const currency = artist.format.currency;
  const shown = await Promise.all(
    appointments.map(async (stored) => ({
      stored,
      shown: await toPortalAppointment(deps.records, uid, stored, currency),
    })),
  );
  const byStart = (a: { stored: { appointmentDate: Date } }, b: typeof a) =>
    a.stored.appointmentDate.getTime() - b.stored.appointmentDate.getTime();
  const upcoming = shown.filter((a) => isUpcoming(a.stored, now)).sort(byStart);
  const past = shown.filter((a) => !isUpcoming(a.stored, now)).sort((a, b) => byStart(b, a));
  const todo: ApiPortalTodo[] = [];
  const downloads: ApiPortalDownload[] = [];
  for (const { stored } of [...upcoming, ...past]) {
    const found = await portalDownloads(deps, uid, stored, artist, token);
    todo.push(...found.todo);
    downloads.push(...found.downloads);
  }
  todo.push(...(await approvalsToDo(deps, uid, appointments, token, now)));
  // The latest finished session of a project: past is newest first.
  const healed = past.find((a) => offersHealedPhoto(a.stored));
  return {
    artist: artist.artist,
    studio: artist.studio,
    clientFirstName: firstName(client.name),
    locale: artist.format.locale,
    currency,
    upcoming: upcoming.map((a) => ({
      ...a.shown,
      ...choicesOf(a.stored, artist, now),
      balanceOnline: balanceOnline(a.stored, a.shown.balanceDue, artist, now),
    })),
    past: past.map((a) => ({
      ...a.shown,
      balanceOnline: balanceOnline(a.stored, a.shown.balanceDue, artist, now),
    })),
    todo,
    downloads,
    ...(healed ? { healedPhotoLink: portalFilePath(token, healed.stored.id, 'healed-photo') } : {}),
  };
}
