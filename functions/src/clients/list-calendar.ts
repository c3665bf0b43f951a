import {
  isValidTimeZone,
  localDateKey,
  outsideStudioHours,
  storedAvailability,
  type CalendarAppointment,
} from '@inkforge/domain';
import type { ClientsDeps } from './deps';
import { toApiAppointment } from './to-api';
import { storedWorkingHours } from './working-hours';

/** The artist's zone (users/{uid}.timezone); UTC when unset or not a zone. */
export function artistTimeZone(user: Record<string, unknown> | undefined): string {
  const zone = user?.timezone;
  return typeof zone === 'string' && isValidTimeZone(zone) ? zone : 'UTC';
}

/**
 * GET /api/calendar-new: every appointment in time order with its client's name, its
 * project's title and its local day in the artist's zone; `date` keeps one local day only.
 */
export async function listCalendar(
  deps: ClientsDeps,
  uid: string,
  date?: string,
): Promise<CalendarAppointment[]> {
  const [user, clients, projects, appointments, intakes, approved] = await Promise.all([
    deps.clients.readUser(uid),
    deps.clients.list(uid),
    deps.records.listProjects(uid),
    deps.records.listAppointments(uid),
    deps.intakes.signedSummaries(uid),
    deps.approvals.approvedProjects(uid),
  ]);
  const zone = artistTimeZone(user);
  const hours = storedWorkingHours(user);
  // A flash day is open whatever its weekday: its bookings are inside the studio's hours.
  const availability = storedAvailability(user?.availability);
  const clientNames = new Map(clients.map((c) => [c.id, c.name]));
  const allergies = new Map(clients.map((c) => [c.id, c.allergies]));
  const projectTitles = new Map(projects.map((p) => [p.id, p.title]));
  const approvalOf = (projectId: string | undefined) => {
    const found = projectId ? approved.get(projectId) : undefined;
    return found && { approvedBy: found.approvedBy, approvedAt: found.approvedAt.toISOString() };
  };
  return appointments
    .map((a) => ({
      ...toApiAppointment(a),
      clientName: clientNames.get(a.clientId) ?? 'Unknown client',
      clientAllergies: allergies.get(a.clientId),
      projectTitle: a.projectId ? projectTitles.get(a.projectId) : undefined,
      localDate: localDateKey(a.appointmentDate, zone),
      outsideWorkingHours: outsideStudioHours(
        a.appointmentDate,
        a.duration,
        zone,
        hours,
        availability,
      ),
      intakeSigned: intakes.has(a.id),
      intakeFlags: intakes.get(a.id)?.medicalFlags,
      designApproval: approvalOf(a.projectId),
    }))
    .filter((a) => !date || a.localDate === date)
    .sort((a, b) => Date.parse(a.appointmentDate) - Date.parse(b.appointmentDate));
}
