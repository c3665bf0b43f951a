import { type ApprovalOffer, type SendOfferInput, type SentOffer } from '@inkforge/domain';
import { AppError } from '../app-error';
import type { StoredApprovalOffer } from '../clients';
import type { DesignReplyDeps } from './deps';
import { offerMail } from './offer-mail';
import { offerOf } from '../clients';

const range = (value: unknown): { min: number; max: number } | null => {
  const r = value as { min?: unknown; max?: unknown } | null | undefined;
  return typeof r?.min === 'number' && typeof r.max === 'number'
    ? { min: r.min, max: r.max }
    : null;
};

/** The brief's estimate, read loosely (the brief is s46-brief's): ranges, or null. */
function estimateOf(brief: Record<string, unknown> | null) {
  const estimate = (brief?.estimate ?? null) as Record<string, unknown> | null;
  return { hours: range(estimate?.hours), priceCents: range(estimate?.priceCents) };
}

/**
 * POST /api/booking-requests/{id}/offer (issue 46): accepts the request as the inbox's Accept
 * does (client, project, proposed appointment, deposit asked), freezes the kept design for
 * approval as the approval flow does, and sends ONE mail whose button opens ONE page: the
 * design to approve with the date, the estimate and the deposit link. The outbox is then told
 * of the booking with its first mail recorded as sent with the offer. A second offer on the same
 * request is refused (409), as a second Accept is.
 */
export async function sendOffer(
  deps: DesignReplyDeps,
  uid: string,
  id: string,
  input: SendOfferInput,
): Promise<SentOffer> {
  const request = await deps.questions.request(uid, id);
  if (!request) throw new AppError('BOOKING_REQUEST_NOT_FOUND');
  if (request.status !== 'pending') throw new AppError('BOOKING_REQUEST_ANSWERED');
  if (!request.email) throw new AppError('OFFER_NO_EMAIL');
  // Checked before anything is booked: a wrong pick must not leave a half-made offer.
  const design = await deps.offers.approvals.design(uid, input.galleryItemId);
  if (!design) throw new AppError('OFFER_DESIGN_NOT_FOUND');
  // The offer is an "E-mail to client": a bounced address is refused, and the address's mail
  // budget is spent (429) only once the accept's own checks (deposit, overlap) have passed, so a
  // refused offer books nothing and an overlap warning costs no mail.
  const to = request.email;
  if (await deps.mailGate.suppressed(uid, to)) throw new AppError('OFFER_EMAIL_SUPPRESSED');
  const estimate = estimateOf(request.brief as Record<string, unknown> | null);
  const accepted = await deps.offers.accept(
    uid,
    id,
    {
      appointmentDate: input.startsAt,
      timezone: input.timezone,
      duration: input.durationMinutes,
      estimatedPrice: input.estimatedPriceCents ?? estimate.priceCents?.max,
      deposit: input.depositCents,
      allowOverlap: input.allowOverlap,
    },
    () => deps.mailGate.spend(uid, to),
  );
  const { projectId, appointmentId, depositLink } = accepted.request;
  if (!projectId || !appointmentId) throw new Error('the accepted request has no booking');
  const link = await deps.offers.approvals.request(uid, projectId, input.galleryItemId);
  const priceCents =
    input.estimatedPriceCents !== undefined
      ? { min: input.estimatedPriceCents, max: input.estimatedPriceCents }
      : estimate.priceCents;
  const stored: StoredApprovalOffer = {
    startsAt: input.startsAt.toISOString(),
    timeZone: input.timezone,
    durationMinutes: input.durationMinutes,
    hours: estimate.hours,
    priceCents,
    currency: accepted.format.currency,
    depositCents: accepted.request.deposit?.cents ?? null,
    depositPath: depositLink,
  };
  await deps.offers.approvals.attachOffer(uid, projectId, stored);
  const offer: ApprovalOffer = offerOf(stored);
  const emailed = await deps.mail(
    uid,
    offerMail({
      to: request.email,
      appointmentId,
      designTitle: design.title,
      aiAssisted: design.aiAssisted,
      offer,
      locale: accepted.format.locale,
      approvalPath: link.path,
    }),
  );
  await deps.offers.announce(uid, accepted.moment);
  deps.logger.info('design_reply.offer_sent', { uid, requestId: id, emailed });
  return {
    appointmentId,
    approvalUrl: `${deps.appOrigin}${link.path}`,
    depositUrl: depositLink ? `${deps.appOrigin}${depositLink}` : null,
    emailed,
  };
}
