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
  PLAN_INVALID: {
    status: 400,
    title: 'Checkout Failed',
    message: 'Please choose a valid plan or credit package.',
  },
  PACK_SUBSCRIPTION_REQUIRED: {
    status: 403,
    title: 'Subscription Required',
    message: 'You need an active subscription plan to purchase additional credits.',
  },
  PACK_SUBSCRIPTION_CANCELLED: {
    status: 403,
    title: 'Subscription Cancelled',
    message: 'You need to reactivate your subscription to purchase additional credits.',
  },
  PACK_PAYMENT_FAILED: {
    status: 402,
    title: 'Payment Failed',
    message:
      'Your last subscription payment failed. Update your card in Manage Billing to buy credits.',
  },
  PRICE_UNAVAILABLE: { status: 404, title: 'Price unavailable', message: 'Price unavailable' },
  CHECKOUT_FAILED: {
    status: 502,
    title: 'Checkout Failed',
    message: 'Unable to process payment. Please try again.',
  },
  ALREADY_SUBSCRIBED: {
    status: 409,
    title: 'Subscription Failed',
    message: 'You already have a subscription. Change it on the Update Plan page.',
  },
  NO_ACTIVE_SUBSCRIPTION: {
    status: 409,
    title: 'Update Failed',
    message: 'You have no active subscription to change. Choose a plan to subscribe.',
  },
  PLAN_CHANGE_WHILE_CANCELLED: {
    status: 409,
    title: 'Subscription Cancelled',
    message: 'Your subscription is cancelled. Reactivate it before changing plan.',
  },
  NO_PENDING_PLAN_CHANGE: {
    status: 409,
    title: 'Nothing to Undo',
    message: 'There is no scheduled plan change to undo.',
  },
  LEDGER_CURSOR_INVALID: {
    status: 400,
    title: 'History Unavailable',
    message: 'That page of your credit history does not exist.',
  },
  SAME_PLAN: {
    status: 409,
    title: 'Update Failed',
    message: 'You are already on this plan.',
  },
  PAYMENT_FAILED: { status: 402, title: 'Payment Failed', message: 'Payment failed' },
  SUBSCRIPTION_UPDATE_FAILED: {
    status: 502,
    title: 'Update Failed',
    message: 'Subscription update failed',
  },
  NO_BILLING_ACCOUNT: {
    status: 404,
    title: 'Portal Error',
    message: 'No billing account yet. Subscribe to a plan first.',
  },
  BILLING_PORTAL_FAILED: {
    status: 502,
    title: 'Portal Access Failed',
    message: 'Failed to access billing portal',
  },
  BILLING_HISTORY_FAILED: {
    status: 502,
    title: 'Billing History Unavailable',
    message: 'Your invoices could not be loaded. Please try again.',
  },
  INVOICE_NOT_FOUND: { status: 404, title: 'Invoice Not Found', message: 'No such invoice.' },
  CANCELLATION_FAILED: {
    status: 502,
    title: 'Cancellation Failed',
    message: 'Failed to cancel subscription.',
  },
  SYNC_FAILED: { status: 502, title: 'Sync Failed', message: 'Failed to sync subscription data.' },
  PAYMENT_SESSION_MISSING: {
    status: 400,
    title: 'Payment Error',
    message: 'Missing payment session ID',
  },
  PAYMENT_SESSION_INVALID: {
    status: 400,
    title: 'Payment Error',
    message: 'This payment session ID is not valid.',
  },
  PAYMENT_SESSION_NOT_FOUND: {
    status: 404,
    title: 'Payment Error',
    message: 'Error processing payment. Please contact support.',
  },
  WEBHOOK_SIGNATURE_INVALID: {
    status: 400,
    title: 'Webhook Rejected',
    message: 'The webhook signature is missing, invalid or too old.',
  },
  WEBHOOK_EVENT_MALFORMED: {
    status: 400,
    title: 'Webhook Rejected',
    message: 'The webhook event is signed but lacks the fields a Stripe event of its type has.',
  },
} as const satisfies Record<string, { status: number; title: string; message: string }>;

export type BillingErrorCode = keyof typeof BILLING_ERRORS;

/** 'You need N credits for this generation. Visit pricing to get more credits.' */
export function insufficientCreditsMessage(required: number): string {
  const unit = required === 1 ? 'credit' : 'credits';
  return `You need ${required} ${unit} for this generation. Visit pricing to get more credits.`;
}
