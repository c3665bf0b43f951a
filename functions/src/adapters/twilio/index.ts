export { createTextProvider } from './twilio-provider';
export type { TextProvider } from './text-provider';
