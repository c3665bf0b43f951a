import type {
  ApiRecordedSupply,
  ApiSessionRecord,
  ApiSessionRecordVersion,
  ApiSupply,
  SupplyStatus,
} from '@inkforge/domain';
import type { SessionRecordVersion, StoredSessionRecord, StoredSupply } from './stored';

/** What the shelf shows: recalled and finished as stored; open turns expired after expiresOn. */
function statusOf(supply: Pick<StoredSupply, 'state' | 'expiresOn'>, today: string): SupplyStatus {
  if (supply.state !== 'open') return supply.state;
  return supply.expiresOn < today ? 'expired' : 'open';
}

export function toApiSupply(s: StoredSupply, today: string): ApiSupply {
  return {
    id: s.id,
    kind: s.kind,
    brand: s.brand,
    name: s.name,
    lot: s.lot,
    expiresOn: s.expiresOn,
    openedOn: s.openedOn,
    state: s.state,
    status: statusOf(s, today),
    createdAt: s.createdAt.toISOString(),
    recalledAt: s.recalledAt ? s.recalledAt.toISOString() : null,
  };
}

const toApiVersion = (v: SessionRecordVersion): ApiSessionRecordVersion => ({
  version: v.version,
  supplies: v.supplies.map((s): ApiRecordedSupply => ({ ...s })),
  placement: v.placement,
  cycleId: v.cycleId,
  notes: v.notes,
  recordedAt: v.recordedAt.toISOString(),
});

export function toApiSessionRecord(
  r: StoredSessionRecord,
  versions: readonly SessionRecordVersion[],
): ApiSessionRecord {
  return {
    ...toApiVersion(r),
    appointmentId: r.appointmentId,
    clientId: r.clientId,
    clientInitials: r.clientInitials,
    versions: versions.map(toApiVersion),
  };
}
