export { textsArea } from './area';
// Others send through these (an artist's reply, an automatic answer): queue, then deliver.
export { queueText } from './queue-text';
export { deliverText } from './deliver-text';
export { createTextDeps } from './deps';
export { sendDueTexts, TEXT_SWEEP_BATCH } from './send-due-texts';
export type { StoredText as TextRecord } from './text-record';
