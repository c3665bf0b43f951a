export { createSuppliesDeps } from './deps';
export type { RecallMail, SessionRecordedHook, SuppliesDeps } from './deps';
export { createSessionFinder } from './session-finder.service';
export type { SessionFinder } from './session-finder.service';
export { requireSessionRecord } from './require-session-record';
export { retainSessionRecords } from './retain-session-records';
export { sweepExpiredSessionRecords } from './sweep-expired-records';
