import { workingHoursRequestSchema, type WorkingHours } from '@inkforge/domain';
import type { ClientsDeps } from './deps';

/** The stored hours when they still read as valid hours; null when never set. */
export function storedWorkingHours(user: Record<string, unknown> | undefined): WorkingHours | null {
  const parsed = workingHoursRequestSchema.safeParse(user?.workingHours);
  return parsed.success ? parsed.data : null;
}

/** GET /api/profile/working-hours: null until the artist sets them. */
export async function getWorkingHours(
  deps: ClientsDeps,
  uid: string,
): Promise<{ workingHours: WorkingHours | null }> {
  return { workingHours: storedWorkingHours(await deps.clients.readUser(uid)) };
}

/** PUT /api/profile/working-hours. */
export async function setWorkingHours(
  deps: ClientsDeps,
  uid: string,
  hours: WorkingHours,
): Promise<{ workingHours: WorkingHours }> {
  await deps.clients.setWorkingHours(uid, hours, deps.clock());
  return { workingHours: hours };
}
