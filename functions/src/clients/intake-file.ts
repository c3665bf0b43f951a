import { formatDateTime, ownStudioPlaceOf, studioFormatOf } from '@inkforge/domain';
import type { ClientsDeps } from './deps';
import { signedIntakeOf } from './get-intake-status';
import { intakePdf } from './intake-pdf';

/** The signed intake form of an appointment as a PDF, and the file name it is saved under. */
export async function intakePdfFile(
  deps: Pick<ClientsDeps, 'intakes' | 'records' | 'clients'>,
  uid: string,
  appointmentId: string,
): Promise<{ bytes: Uint8Array; fileName: string }> {
  const form = await signedIntakeOf(deps, uid, appointmentId);
  const appointment = (await deps.records.listAppointments(uid)).find(
    (a) => a.id === appointmentId,
  );
  const date = appointment?.appointmentDate ?? new Date(form.signedAt);
  const user = await deps.clients.readUser(uid);
  const studio = studioFormatOf(user);
  const zone = appointment?.timezone ?? studio.timeZone;
  const style = { timeZone: studio.timeZone, locale: studio.locale };
  const when = formatDateTime(date, { timeZone: zone, locale: studio.locale }, { weekday: true });
  const bytes = await intakePdf(
    form,
    {
      title: appointment?.title ?? '',
      when: `${when} (${zone})`,
      studio: ownStudioPlaceOf((user ?? {}) as Record<string, unknown>),
    },
    style,
  );
  return { bytes, fileName: `intake-${form.signedAt.slice(0, 10)}.pdf` };
}
