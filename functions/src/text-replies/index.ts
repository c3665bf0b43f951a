export { textRepliesArea, textRepliesDeps } from './area';
export { onInboundText } from './on-inbound-text';
export type { InboundText } from './inbound.repository';
export type { SendTextNow, TextToSend } from './deps';
export { sendTextNow } from './send-now';
