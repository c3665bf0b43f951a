/**
 * Every subcollection an account owns under `users/{uid}` (docs/architecture.md, data model).
 * The offline Firestore server cannot list collection ids, so deletion walks this list: a new
 * per-user collection must be added here or account deletion leaves it behind
 * (user-collections.test.ts reads the repositories and fails when one is missing).
 */
export const USER_SUBCOLLECTIONS = [
  'ledger',
  'jobs',
  'gallery',
  'clients',
  'projects',
  'appointments',
  'payments',
  'consents',
  'intakes',
  'intakeForms',
  'approvals',
  'outbox',
  'notifications',
  'bookingRequests',
  'depositCheckouts',
  'depositEvents',
  'depositLedger',
  'flash',
  'holds',
  'locks',
  'mailSuppressions',
  'mailOptOuts',
  'giveBacks',
  'portalClients',
  'balanceCheckouts',
  'texts',
  'textUsage',
  'textPhones',
  'supplies',
  'sessionRecords',
  'sessionRecordVersions',
  'sterilisationCycles',
  'sporeTests',
  'artistAlerts',
  'pushSubscriptions',
  'concepts',
  'aiProvenance',
] as const;

/**
 * Every subcollection of `studios/{id}` (issue 43). Deleting the owner's account deletes the
 * studio (studio-data.repository.ts) and walks this list; user-collections.test.ts fails when code opens
 * one under a studio that is not here.
 */
export const STUDIO_SUBCOLLECTIONS = [
  'members',
  'clientNotes',
  'medicalReads',
  'requests',
] as const;
