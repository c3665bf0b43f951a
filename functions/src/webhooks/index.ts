export { subscriptionEnded, yearlyMonthCredits } from './billing-notices';
export { createWebhookDeps } from './deps';
export type { WebhookDeps } from './deps';
export { processEvent } from './process-event';
