export { createTextProvider } from './twilio-provider';
export {
  TextRefusedError,
  TextsNotConfiguredError,
  type OutgoingText,
  type TextProvider,
} from './text-provider';
