export { textRepliesArea, textRepliesDeps } from './area';
export { onInboundText } from './on-inbound-text';
export { sendTextNow } from './send-now';
