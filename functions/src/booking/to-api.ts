import {
  describeDepositRule,
  fromCents,
  MAX_REFERENCE_IMAGES,
  type ApiBookingPage,
  type ApiBookingRequest,
  type ApiBookingSettings,
} from '@inkforge/domain';
import type { BookingArtist, StoredBookingRequest } from './booking.repository';

const centsOrNull = (cents: number | null) => (cents === null ? null : fromCents(cents));

export function toApiBookingPage(artist: BookingArtist): ApiBookingPage {
  const { settings } = artist;
  return {
    username: artist.username,
    artistName: artist.studioName ?? artist.displayName ?? artist.username,
    styles: settings.styles,
    minimumSizeCm: settings.minimumSizeCm,
    minimumPrice: centsOrNull(settings.minimumPriceCents),
    depositText: describeDepositRule(
      settings.deposit,
      artist.format.currency,
      artist.format.locale,
    ),
    currency: artist.format.currency,
    locale: artist.format.locale,
    policy: settings.policy,
    policyVersion: artist.policyVersion,
    questions: settings.questions,
    maxImages: MAX_REFERENCE_IMAGES,
  };
}

export function toApiBookingSettings(artist: BookingArtist): ApiBookingSettings {
  const { settings } = artist;
  const { deposit } = settings;
  return {
    open: settings.open,
    username: artist.username,
    styles: settings.styles,
    minimumSizeCm: settings.minimumSizeCm,
    minimumPrice: centsOrNull(settings.minimumPriceCents),
    depositKind: deposit.kind,
    depositAmount: deposit.kind === 'fixed' ? fromCents(deposit.amountCents) : null,
    depositPercent: deposit.kind === 'percent' ? deposit.percent : null,
    policy: settings.policy,
    questions: settings.questions,
    policyVersion: artist.policyVersion,
    maxDepositMoves: settings.maxDepositMoves,
  };
}

export function toApiBookingRequest(
  stored: StoredBookingRequest,
  images: string[],
): ApiBookingRequest {
  return {
    id: stored.id,
    // A request mid-answer reads as waiting until the answer is recorded.
    status:
      stored.status === 'accepted' || stored.status === 'declined' ? stored.status : 'pending',
    createdAt: stored.createdAt.toISOString(),
    idea: stored.idea,
    placement: stored.placement,
    sizeCm: stored.sizeCm,
    colour: stored.colour,
    preferredDays: stored.preferredDays,
    name: stored.name,
    email: stored.email,
    phone: stored.phone,
    images,
    answers: stored.answers ?? [],
    answeredAt: stored.status === 'pending' ? null : (stored.answeredAt?.toISOString() ?? null),
    clientId: stored.clientId,
    projectId: stored.projectId,
    appointmentId: stored.appointmentId,
    deposit: centsOrNull(stored.depositCents),
    depositLink: stored.depositLink ?? null,
    declineMessage: stored.declineMessage,
    mailSent: stored.mailSent,
  };
}
