import type {
  SporeTestKind,
  SterilisationResult,
  SupplyKind,
  SupplyState,
  SupplyStatus,
} from './supply.schema';

/** One ink or needle on the artist's shelf. */
export interface ApiSupply {
  id: string;
  kind: SupplyKind;
  brand: string;
  /** An ink's colour name, a needle's type (e.g. "1207RL"). */
  name: string;
  lot: string;
  /** 'YYYY-MM-DD': the last day it may be used. */
  expiresOn: string;
  openedOn: string | null;
  /** As stored. */
  state: SupplyState;
  /** As shown: recalled, finished, expired (after expiresOn, the studio's today) or open. */
  status: SupplyStatus;
  createdAt: string;
  recalledAt: string | null;
}

export interface ApiSupplyList {
  supplies: ApiSupply[];
  /** The studio's today, 'YYYY-MM-DD', that `expired` was read against. */
  today: string;
  /** The supplies of the last session recorded (offered first); [] before any. */
  lastSessionSupplyIds: string[];
}

/** A supply as copied into a session record when it was recorded. */
export interface ApiRecordedSupply {
  id: string;
  kind: SupplyKind;
  brand: string;
  name: string;
  lot: string;
  expiresOn: string;
  /** Why an item expired or recalled on that day was used anyway; null when it was not. */
  reason: string | null;
}

/** One version of what went into a session. */
export interface ApiSessionRecordVersion {
  version: number;
  supplies: ApiRecordedSupply[];
  placement: string;
  cycleId: string | null;
  notes: string | null;
  recordedAt: string;
}

/** GET/PUT /api/appointments/{id}/session-record: the current version and every earlier one. */
export interface ApiSessionRecord extends ApiSessionRecordVersion {
  appointmentId: string;
  clientId: string | null;
  clientInitials: string;
  /** Earlier versions, newest first; each kept with the time it was recorded. */
  versions: ApiSessionRecordVersion[];
}

/** A session that received a supply (recall) or used a suspect cycle (spore test). */
export interface ApiAffectedSession {
  appointmentId: string;
  clientId: string | null;
  /** The client's name, or initials once the client was deleted (kept for retention). */
  clientName: string;
  /** Whether the client can be e-mailed. */
  hasEmail: boolean;
  /** The appointment's start, ISO. */
  date: string;
  placement: string;
  version: number;
  cycleId: string | null;
}

/** GET /api/supplies/{id}/sessions: newest first. */
export interface ApiSupplySessions {
  supply: ApiSupply;
  sessions: ApiAffectedSession[];
}

/** POST /api/supplies/{id}/recall-notice. */
export interface ApiRecallNotice {
  supply: ApiSupply;
  /** Clients a mail was queued for by this call or an earlier one (each once). */
  mailed: number;
  /** Clients without an e-mail address: the artist reaches them another way. */
  withoutEmail: ApiAffectedSession[];
}

export interface ApiSterilisationCycle {
  id: string;
  machine: string;
  cycleNumber: string;
  date: string;
  result: SterilisationResult;
  operator: string;
  createdAt: string;
}

export interface ApiSporeTest {
  id: string;
  machine: string;
  date: string;
  kind: SporeTestKind;
  lab: string | null;
  result: SterilisationResult;
  createdAt: string;
  /**
   * A failed test: the sessions that used a cycle of this machine since its last passed test
   * (until the next pass, or today), newest first. Null for a passed test.
   */
  atRisk: ApiAffectedSession[] | null;
}

export interface ApiRecordSettings {
  requireSessionRecord: boolean;
  recordsRetentionYears: number;
}
