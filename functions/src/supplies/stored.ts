import type { SupplyKind, SupplyState } from '@inkforge/domain';

/** users/{uid}/supplies/{id}: one ink or needle on the shelf. */
export interface StoredSupply {
  id: string;
  kind: SupplyKind;
  brand: string;
  name: string;
  lot: string;
  /** kind|brand|lot, lower-cased: the same lot bought twice is one lot to a recall. */
  lotKey: string;
  expiresOn: string;
  openedOn: string | null;
  state: SupplyState;
  /** The label's photo; not taken yet (issue 45 leaves it optional). */
  labelPath: string | null;
  createdAt: Date;
  recalledAt: Date | null;
}

/** One supply as it was when the session was recorded: later edits never reach the record. */
export interface RecordedSupply {
  id: string;
  kind: SupplyKind;
  brand: string;
  name: string;
  lot: string;
  expiresOn: string;
  reason: string | null;
}

/** What one version of a session record holds (the current one and each kept in versions/). */
export interface SessionRecordVersion {
  version: number;
  supplies: RecordedSupply[];
  placement: string;
  cycleId: string | null;
  notes: string | null;
  recordedAt: Date;
}

/** users/{uid}/sessionRecords/{appointmentId}: the current version and what it is searched by. */
export interface StoredSessionRecord extends SessionRecordVersion {
  id: string;
  appointmentId: string;
  clientId: string | null;
  clientInitials: string;
  /** The appointment's start, copied: the record outlives a deleted client's appointment. */
  sessionAt: Date;
  /** Searched by a recall (array-contains). */
  supplyIds: string[];
  lotKeys: string[];
  /** Set when the client was deleted: the record goes at this time (retention). */
  expiresAt: Date | null;
  clientDeletedAt: Date | null;
}

export const lotKeyOf = (s: { kind: string; brand: string; lot: string }) =>
  [s.kind, s.brand.trim().toLowerCase(), s.lot.trim().toLowerCase()].join('|');

/** 'Ada Lovelace' → 'A.L.': what the records keep of a client's name. */
export function initialsOf(name: string | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  return words.map((w) => `${[...w][0]!.toUpperCase()}.`).join('') || '?';
}
