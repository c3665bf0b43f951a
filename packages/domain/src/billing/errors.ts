/**
 * Error codes of the credits ledger. Same shape as ERRORS in ../errors.ts so the two maps can
 * be merged; `title` is the toast heading the spec pairs with the message.
 */
export const BILLING_ERRORS = {
  INSUFFICIENT_CREDITS: {
    status: 402,
    title: 'Insufficient Credits',
    message: 'You need a plan or top-up to generate images',
  },
  IDEMPOTENCY_KEY_CONFLICT: {
    status: 409,
    title: 'Request Conflict',
    message: 'This request was already processed with different details.',
  },
  SPEND_NOT_FOUND: {
    status: 404,
    title: 'Refund Failed',
    message: 'There is no charge to refund for this request.',
  },
  CREDITS_ACCOUNT_NOT_FOUND: {
    status: 404,
    title: 'Account Not Found',
    message: 'We could not find your account. Please sign in again.',
  },
} as const satisfies Record<string, { status: number; title: string; message: string }>;

export type BillingErrorCode = keyof typeof BILLING_ERRORS;

/** Spec tools §5: 'You need N credits for this generation. Visit pricing to get more credits.' */
export function insufficientCreditsMessage(required: number): string {
  const unit = required === 1 ? 'credit' : 'credits';
  return `You need ${required} ${unit} for this generation. Visit pricing to get more credits.`;
}
