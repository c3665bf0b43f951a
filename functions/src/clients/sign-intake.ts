import {
  ageOn,
  intakeMedicalFlags,
  localDateKey,
  MINIMUM_AGE,
  type ParsedIntakeSubmission,
  type SignedIntake,
} from '@inkforge/domain';
import { AppError } from '../app-error';
import type { ClientsDeps } from './deps';
import { linkTokenHash } from '../http/private-link-token';
import { checkSignatureImage } from './signature-image';
import { phoneOrRefuse, studioCountryOf } from '../phone-numbers';

/**
 * POST /api/intake/{token}, public: the client signs once. Under 18 is refused here whatever
 * the page did; the form keeps the exact waiver text and version the client read.
 */
export async function signIntake(
  deps: ClientsDeps,
  token: string,
  input: ParsedIntakeSubmission,
): Promise<{ signedAt: string; medicalFlags: string[] }> {
  const hash = linkTokenHash(token);
  if (!hash) throw new AppError('INTAKE_LINK_INVALID');
  if (input.signatureImage) await checkSignatureImage(deps.imageOps, input.signatureImage);
  const now = deps.clock();
  const result = await deps.intakes.sign(
    hash,
    now,
    (link): SignedIntake | 'waiver-changed' | 'under-18' => {
      // The client's day where the appointment is: the zone it was booked in.
      const age = ageOn(input.dateOfBirth, localDateKey(now, link.appointment.timezone));
      if (age === null || age < MINIMUM_AGE) return 'under-18';
      if (input.waiverVersion !== link.waiver.version) return 'waiver-changed';
      const { agreed: _, waiverVersion, ...fields } = input;
      // Issue 44: stored in E.164, a national number read in the country of the booking's zone.
      const country = studioCountryOf({ timezone: link.appointment.timezone });
      return {
        ...fields,
        phone: phoneOrRefuse(fields.phone, country),
        appointmentId: link.appointment.id,
        waiverVersion,
        waiverText: link.waiver.text,
        signedAt: now.toISOString(),
        medicalFlags: intakeMedicalFlags(input.answers, input.allergies),
      };
    },
    deps.notify,
  );
  if (result === 'invalid') throw new AppError('INTAKE_LINK_INVALID');
  if (result === 'under-18') throw new AppError('CLIENT_UNDER_18');
  if (result === 'waiver-changed') throw new AppError('WAIVER_CHANGED');
  deps.logger.info('intake.signed', { appointmentId: result.appointmentId });
  return { signedAt: result.signedAt, medicalFlags: result.medicalFlags };
}
