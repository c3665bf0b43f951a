import { clientChoices, type ApiClientCancelPreview } from '@inkforge/domain';
import { artistOf } from './artist-of';
import type { BookingTarget, PortalChangesDeps } from './deps';
import { ownAppointment, policyBookingOf } from './policy-booking';

/** GET …/appointments/{id}/cancel: what a cancel now would do, before the client confirms. */
export async function previewCancel(
  deps: PortalChangesDeps,
  target: BookingTarget,
): Promise<ApiClientCancelPreview> {
  const [user, found] = await Promise.all([
    deps.changes.user(target.uid),
    deps.changes.appointment(target.uid, target.appointmentId),
  ]);
  const appointment = ownAppointment(found, target.clientId);
  const artist = artistOf(user);
  return clientChoices(
    policyBookingOf(appointment),
    artist.policy,
    deps.clock(),
    artist.name,
    artist.locale,
  ).cancel;
}
