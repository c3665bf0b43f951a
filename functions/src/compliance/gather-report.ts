import {
  localDateKey,
  type ApiComplianceReport,
  type ApiComplianceRow,
  type ApiRecordedSupply,
  type ComplianceReportQuery,
} from '@inkforge/domain';
import { readPassportArtist, type StoredSessionRecord } from '../ink-passport';
import { ageCheckOf } from './age-check';
import type { ComplianceDeps } from './deps';

const supplyOf = ({ brand, name, lot, expiresOn }: ApiRecordedSupply) => ({
  brand,
  name,
  lot,
  expiresOn,
});

/** 'Autoclave A #1042 (2026-11-30, pass)': the cycle a session's instruments went through. */
async function cycleText(deps: ComplianceDeps, uid: string, cycleId: string | null) {
  if (!cycleId) return null;
  const cycle = await deps.records.cycle(uid, cycleId);
  if (!cycle) return `cycle ${cycleId} (not in the log)`;
  return `${cycle.machine} #${cycle.cycleNumber} (${cycle.date}, ${cycle.result})`;
}

async function rowOf(
  deps: ComplianceDeps,
  uid: string,
  record: StoredSessionRecord,
  day: string,
  zone: string,
): Promise<ApiComplianceRow> {
  // The signed form is read for when it was signed and the date of birth only: no medical
  // answer, allergy or note leaves this function.
  const [intake, cycle] = await Promise.all([
    deps.studio.intakeStatus(uid, record.id),
    cycleText(deps, uid, record.cycleId),
  ]);
  const form = intake?.form;
  return {
    appointmentId: record.id,
    date: day,
    clientInitials: record.clientInitials,
    placement: record.placement,
    inks: record.supplies.filter((s) => s.kind === 'ink').map(supplyOf),
    needles: record.supplies.filter((s) => s.kind === 'needle').map(supplyOf),
    cycle,
    consentSigned: Boolean(form),
    // The day it was signed where the session is: a form signed at 00:30 in Berlin is not the
    // day before's, as its UTC date would say.
    consentDate: form ? localDateKey(new Date(form.signedAt), zone) : null,
    ageChecked: ageCheckOf(form?.dateOfBirth, day),
    recordVersion: record.version,
  };
}

/**
 * GET /api/compliance/report: every session with a record whose day (in the appointment's zone)
 * falls in [from, to], oldest first. Only this artist's records (the path is the tenancy): another
 * artist gets an empty report, never someone else's rows.
 */
export async function gatherReport(
  deps: ComplianceDeps,
  uid: string,
  query: ComplianceReportQuery,
): Promise<ApiComplianceReport> {
  const artist = await readPassportArtist(deps.db, uid, deps.clock());
  const timeZone = artist?.format.timeZone ?? 'UTC';
  const records = await deps.records.all(uid);
  // A deleted client's record is kept for the retention period without its appointment: it is
  // still evidence, dated by the start copied into it.
  const dated = await Promise.all(
    records.map(async (record) => {
      const appointment = await deps.studio.appointment(uid, record.id);
      const at = appointment?.appointmentDate ?? record.sessionAt;
      if (!at) return null;
      const zone = appointment?.timezone || timeZone;
      return { record, day: localDateKey(at, zone), zone, at: at.getTime() };
    }),
  );
  const inRange = dated
    .filter((d): d is NonNullable<typeof d> => d !== null)
    .filter((d) => d.day >= query.from && d.day <= query.to)
    .sort((a, b) => a.at - b.at);
  const rows = await Promise.all(inRange.map((d) => rowOf(deps, uid, d.record, d.day, d.zone)));
  return { from: query.from, to: query.to, timeZone, rows };
}
