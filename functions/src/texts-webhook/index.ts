export type { InboundText, TextStatusUpdate, TextWebhookHooks } from './deps';
