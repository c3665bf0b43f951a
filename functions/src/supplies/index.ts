export { createSuppliesDeps } from './deps';
export { createSessionFinder } from './session-finder.service';
export type { SessionFinder } from './session-finder.service';
export { requireSessionRecord } from './require-session-record';
export { retainSessionRecords } from './retain-session-records';
export { sweepExpiredSessionRecords } from './sweep-expired-records';
