/** A payment's receipt as the client reads it ('€200.00'). */
export interface ReceiptFacts {
  paid: string;
  /** What is still due after it; null when the price is paid in full. */
  due: string | null;
  /** The part that was more than was due and went back to the client, when any. */
  refund?: string;
  /** Nothing was due any more when it arrived: all of it goes back. */
  refundedInFull?: boolean;
}

/**
 * The receipt of a balance paid on the client's page (issue 49): what was received and what is
 * still due, both in the subject so a client searching their inbox finds them; a part that was
 * more than was due, and so went back, is said in the lead.
 */
export function balanceWording(
  what: string,
  studioName: string,
  receipt: ReceiptFacts | undefined,
): { subject: string; lead: string } {
  if (receipt?.refundedInFull && receipt.refund) {
    return {
      subject: `Payment refunded: ${receipt.refund} for your ${what} with ${studioName}, nothing was due`,
      lead: `${studioName} received your payment of ${receipt.refund} for your ${what} when nothing was due any more, so all of it goes back to your card.`,
    };
  }
  const paid = receipt?.paid ?? 'your payment';
  const due = receipt?.due ?? null;
  const back = receipt?.refund
    ? ` ${receipt.refund} of it was more than was still due, so it goes back to your card.`
    : '';
  return {
    subject: `Payment received: ${paid} for your ${what} with ${studioName}, ${due ? `still due ${due}` : 'paid in full'}`,
    lead: `Thank you: ${studioName} has received your payment of ${paid} for your ${what}.${back} ${due ? `Still due: ${due}.` : 'Nothing more is due.'}`,
  };
}
