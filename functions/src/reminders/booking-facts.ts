import { formatMoney, type StudioFormat } from '@inkforge/domain';
import {
  depositOf,
  storedBalance,
  type StoredAppointment,
  type StoredProject,
  type StudioRecords,
} from '../clients';
import type { BookingFacts } from './booking-rows';

const SIZE_WORDS: Record<NonNullable<StoredProject['size']>, string> = {
  small: 'Small',
  medium: 'Medium',
  large: 'Large',
  sleeve: 'Sleeve',
  full_back: 'Full back',
};

/** The flash variant's size, else the project's, else the size the request gave ('Size: 12 cm'). */
function sizeOf(appointment: StoredAppointment, project: StoredProject | null): string | null {
  const flash = (appointment as { flash?: { sizeCm?: number } }).flash;
  if (typeof flash?.sizeCm === 'number') return `${flash.sizeCm} cm`;
  if (project?.size) return SIZE_WORDS[project.size] ?? null;
  return /^Size: (\d+(?:[.,]\d+)? cm)$/m.exec(project?.description ?? '')?.[1] ?? null;
}

/**
 * What the client booked and owes, from the studio's records (issue 49): the project's design,
 * size and placement; its price (an estimate until the artist sets the final one, a flash's
 * fixed), what the client paid (refunded deposits not counted) and what is still due.
 */
export async function bookingFactsOf(
  records: Pick<StudioRecords, 'project' | 'paymentsOfProject' | 'paymentsOfAppointment'>,
  uid: string,
  appointment: StoredAppointment,
  { currency, locale }: Pick<StudioFormat, 'currency' | 'locale'>,
): Promise<BookingFacts> {
  const project = appointment.projectId ? await records.project(uid, appointment.projectId) : null;
  const flash = Boolean((appointment as { flash?: unknown }).flash);
  const payments = project
    ? await records.paymentsOfProject(uid, project.id)
    : await records.paymentsOfAppointment(uid, appointment.id);
  const balance = storedBalance(
    project ?? {
      id: appointment.id,
      clientId: appointment.clientId,
      title: '',
      status: 'approved',
      estimatedPriceCents: appointment.priceCents,
      createdAt: appointment.createdAt,
    },
    payments,
  );
  const priceCents = project
    ? (project.finalPriceCents ?? project.estimatedPriceCents ?? appointment.priceCents)
    : appointment.priceCents;
  const money = (cents: number | null | undefined) =>
    cents === null || cents === undefined ? null : formatMoney(cents, currency, locale);
  const online = depositOf(appointment as unknown as Record<string, unknown>);
  // The project's title only: an appointment's own title is the artist's note on their
  // calendar (a visit without a project reads as its kind, in render-mail).
  const title = project?.title?.trim() || null;
  return {
    what: title && flash ? `${title} (flash)` : title,
    size: sizeOf(appointment, project),
    placement: project?.bodyPlacement?.trim() || null,
    price: money(priceCents),
    priceIsEstimate: !flash && project?.finalPriceCents === undefined,
    paid: balance.totalPaidCents > 0 ? money(balance.totalPaidCents) : null,
    due: priceCents === undefined ? null : money(Math.max(0, priceCents - balance.totalPaidCents)),
    depositDue:
      online?.status === 'requested'
        ? formatMoney(online.amountCents, online.currency, locale)
        : null,
  };
}
