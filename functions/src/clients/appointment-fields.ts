import type { AppointmentInput } from '@inkforge/domain';
import type { StoredAppointment } from './stored';

/** The parsed request as stored: amounts in cents under their stored names. */
export function storedAppointmentFields(
  input: AppointmentInput,
): Omit<StoredAppointment, 'id' | 'createdAt' | 'clientId' | 'projectId'> {
  const { price, deposit, allowOverlap: _allowOverlap, ...fields } = input;
  return { ...fields, priceCents: price, depositCents: deposit };
}
