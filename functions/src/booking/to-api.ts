import {
  describeDepositRule,
  MAX_REFERENCE_IMAGES,
  money,
  moneyOrNull,
  studioFormatOf,
  type ApiBookingPage,
  type ApiBookingRequest,
  type ApiBookingSettings,
} from '@inkforge/domain';
import type { BookingArtist, StoredBookingRequest } from './booking.repository';

/** The studio's currency, the default one for an artist not found. */
export const currencyOf = (artist: BookingArtist | null): string =>
  (artist?.format ?? studioFormatOf(undefined)).currency;

export function toApiBookingPage(artist: BookingArtist): ApiBookingPage {
  const { settings } = artist;
  return {
    username: artist.username,
    artistName: artist.studioName ?? artist.displayName ?? artist.username,
    styles: settings.styles,
    minimumSizeCm: settings.minimumSizeCm,
    minimumPrice: moneyOrNull(settings.minimumPriceCents, artist.format.currency),
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
    payOnline: artist.payOnline,
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
    minimumPrice: moneyOrNull(settings.minimumPriceCents, artist.format.currency),
    depositKind: deposit.kind,
    depositAmount:
      deposit.kind === 'fixed' ? money(deposit.amountCents, artist.format.currency) : null,
    depositPercent: deposit.kind === 'percent' ? deposit.percent : null,
    policy: settings.policy,
    questions: settings.questions,
    policyVersion: artist.policyVersion,
    maxDepositMoves: settings.maxDepositMoves,
    clientMovesAllowed: settings.clientMovesAllowed,
    clientNoticeHours: settings.clientNoticeHours,
    balanceOnline: settings.balanceOnline,
  };
}

/** `currency`: the studio's, the one the deposit was asked in. */
export function toApiBookingRequest(
  stored: StoredBookingRequest,
  images: string[],
  currency: string,
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
    deposit: moneyOrNull(stored.depositCents, currency),
    depositLink: stored.depositLink ?? null,
    declineMessage: stored.declineMessage,
    mailSent: stored.mailSent,
    brief: stored.brief ?? null,
    questionRounds: stored.questionRounds ?? [],
  };
}
