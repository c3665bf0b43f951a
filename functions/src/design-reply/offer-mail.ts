import { aiDisclosure, offerLines, type ApprovalOffer } from '@inkforge/domain';
import type { LinkMail } from '../reminders';

/**
 * The offer's one mail (issue 46): the design to approve (the button), the date, the estimate
 * and the deposit with its link, and the AI disclosure when AI touched the design.
 */
export function offerMail(input: {
  to: string;
  appointmentId: string;
  designTitle: string;
  aiAssisted: boolean;
  offer: ApprovalOffer;
  locale: string;
  approvalPath: string;
}): LinkMail {
  const { offer } = input;
  return {
    to: input.to,
    messageId: `offer-${input.appointmentId}`,
    subject: ({ studio }) => `Your tattoo design and date from ${studio}`,
    lead: ({ artistName }) =>
      offer.depositPath
        ? `${artistName} has drawn your design and is holding a date for you. Approve the design and pay the deposit to confirm the booking.`
        : `${artistName} has drawn your design and is holding a date for you. Please approve the design, or ask for changes.`,
    rows: ({ artistName }) => [
      ['Design', input.designTitle],
      ...(input.aiAssisted ? ([['AI', aiDisclosure(artistName)]] as [string, string][]) : []),
      ...offerLines(offer, input.locale),
    ],
    action: { label: 'See and approve your design', path: input.approvalPath },
    links: offer.depositPath
      ? [{ label: 'Pay the deposit to confirm the date', path: offer.depositPath }]
      : [],
    closing:
      'The links are only for you. The design page has the deposit link too. Reply to this e-mail if you have a question.',
    event: 'offer',
  };
}
