export { textsArea } from './area';
export { queueText } from './queue-text';
export { deliverText } from './deliver-text';
export type { TextDelivery } from './deliver-text';
export { createTextDeps } from './deps';
export type { TextDeps, TextSender } from './deps';
export type { NewText, StoredText } from './text-record';
export type { TextStatusUpdate } from './on-text-status';
export { sendDueTexts, TEXT_SWEEP_BATCH } from './send-due-texts';
