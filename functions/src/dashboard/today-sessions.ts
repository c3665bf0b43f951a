import { localDateKey, type TodaySession } from '@inkforge/domain';
import type { ObjectStore } from '../adapters/firebase/storage';
import { depositOf, type StoredAppointment, type StudioRecords } from '../clients';

const SETTLED = new Set(['cancelled', 'completed', 'no_show']);

/** A session still to be worked: not cancelled, completed or missed. */
export const isLive = (a: StoredAppointment) => !SETTLED.has(a.status);

export const endOf = (a: StoredAppointment) =>
  new Date(a.appointmentDate.getTime() + a.duration * 60_000);

/** The deposit held on a session in cents (0 once refunded, 0 without one). */
export function heldCents(a: StoredAppointment): number {
  return a.depositOutcome === 'refunded' ? 0 : (a.depositCents ?? 0);
}

/** The online deposit asked and not paid yet: the one to chase. */
export function askedDeposit(a: StoredAppointment) {
  const deposit = depositOf(a as unknown as Record<string, unknown>);
  return deposit?.status === 'requested' ? deposit : null;
}

/** Booked from flash (issue 38): the design and the size its stencil prints at. */
const flashOf = (a: StoredAppointment) =>
  (a as StoredAppointment & { flash?: { id: string; sizeCm: number } }).flash;

interface SessionReads {
  records: StudioRecords;
  objects: Pick<ObjectStore, 'signedUrl'>;
  /** The flash designs' public images by id. */
  flashImages: Map<string, string | null>;
}

/**
 * One session as the first screen shows it: its client, what it is, the design's thumbnail and
 * the flags to act on. Reads a few records per session; a studio day holds a handful.
 */
export async function toTodaySession(
  reads: SessionReads,
  uid: string,
  a: StoredAppointment,
  zone: string,
): Promise<TodaySession> {
  const flash = flashOf(a);
  const [client, project, intake, approval] = await Promise.all([
    reads.records.client(uid, a.clientId),
    a.projectId ? reads.records.project(uid, a.projectId) : null,
    reads.records.intakeStatus(uid, a.id),
    a.projectId ? reads.records.approvalOfProject(uid, a.projectId) : null,
  ]);
  const designPath = flash
    ? (reads.flashImages.get(flash.id) ?? null)
    : (approval?.approval?.images.find((i) => i.kind === 'design')?.path ?? null);
  const signedForm = intake?.form;
  return {
    id: a.id,
    startsAt: a.appointmentDate.toISOString(),
    endsAt: endOf(a).toISOString(),
    localDate: localDateKey(a.appointmentDate, zone),
    clientId: a.clientId,
    clientName: client?.name ?? 'Unknown client',
    title: project?.title ?? a.title,
    thumbnailUrl: designPath ? await reads.objects.signedUrl(designPath) : null,
    flags: {
      depositDue: a.type !== 'walk_in' && heldCents(a) <= 0,
      intakeMissing: !signedForm,
      medicalReview:
        Boolean(client?.allergies?.trim()) || (signedForm?.medicalFlags.length ?? 0) > 0,
      stencilReady: flash !== undefined,
    },
    stencil: flash
      ? { path: `/api/appointments/${a.id}/flash-stencil.pdf`, sizeCm: flash.sizeCm }
      : null,
  };
}
