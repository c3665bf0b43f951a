import {
  COLOUR_LABELS,
  formatMoney,
  localDateKey,
  WEEKDAY_LABELS,
  wholeWords,
  type StudioFormat,
} from '@inkforge/domain';
import type { StoredBookingRequest } from './booking.repository';

/** What the client asked for, as the project's description keeps it. */
export function requestSummary(request: StoredBookingRequest, timeZone: string): string {
  const days = request.preferredDays.map((d) => WEEKDAY_LABELS[d]).join(', ') || 'Any day';
  // Each of the artist's questions on its line, the client's answer under it.
  const answers = (request.answers ?? []).flatMap(({ question, answer }) => ['', question, answer]);
  return [
    request.idea,
    '',
    `Placement: ${request.placement}`,
    `Size: ${request.sizeCm} cm`,
    `Colour: ${COLOUR_LABELS[request.colour]}`,
    `Preferred days: ${days}`,
    ...answers,
    ...(answers.length ? [''] : []),
    `Booking request of ${localDateKey(request.createdAt, timeZone)}.`,
  ].join('\n');
}

/** The note on the proposed appointment: the deposit is asked for, not yet received. */
export function depositNote(
  depositCents: number | null,
  { currency, locale }: Pick<StudioFormat, 'currency' | 'locale'>,
): string {
  return depositCents === null
    ? 'Proposed from a booking request. No deposit asked.'
    : `Proposed from a booking request. Deposit requested: ${formatMoney(depositCents, currency, locale)} (not paid yet).`;
}

/** A short project title from the idea: its first line, at most 80 characters. */
export function projectTitle(request: StoredBookingRequest): string {
  // Whole words: the title heads the client's mails and pages (issue 49).
  return wholeWords(request.idea.split('\n')[0]!, 80);
}
