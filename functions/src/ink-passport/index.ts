export { createInkPassportDeps } from './deps';
export type { InkPassportDeps } from './deps';
export { downloadPassport } from './download-passport';
export { createSessionRecordReads } from './session-records.repository';
export type { SessionRecordReads, StoredSessionRecord } from './session-records.repository';
export { readPassportArtist } from './passport-artist.repository';
