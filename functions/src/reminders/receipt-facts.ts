import { formatMoney } from '@inkforge/domain';
import type { ReceiptFacts } from './balance-wording';
import type { MailReceipt } from './plan-mails';

/** A receipt's recorded amounts as the client reads them, in the studio's locale. */
export function receiptFactsOf(receipt: MailReceipt, locale: string): ReceiptFacts {
  const text = (cents: number) => formatMoney(cents, receipt.currency, locale);
  return {
    paid: text(receipt.paidCents),
    due: receipt.dueCents > 0 ? text(receipt.dueCents) : null,
    ...(receipt.refundCents > 0 ? { refund: text(receipt.refundCents) } : {}),
    ...(receipt.paidCents === 0 ? { refundedInFull: true } : {}),
  };
}
