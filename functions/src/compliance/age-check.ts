import type { ApiComplianceRow } from '@inkforge/domain';

/** The age of majority the report checks against (the EU's and the UK's tattooing age). */
const ADULT_AGE = 18;

/**
 * Whether the intake's date of birth shows the client adult on the session's day: 'no' when no
 * date of birth was taken. Only this verdict leaves the report, never the date itself.
 */
export function ageCheckOf(
  dateOfBirth: string | undefined,
  sessionDay: string,
): ApiComplianceRow['ageChecked'] {
  if (!dateOfBirth || !/^\d{4}-\d{2}-\d{2}$/.test(dateOfBirth)) return 'no';
  const born = Number(dateOfBirth.slice(0, 4));
  const year = Number(sessionDay.slice(0, 4));
  const hadBirthday = sessionDay.slice(5) >= dateOfBirth.slice(5);
  const age = year - born - (hadBirthday ? 0 : 1);
  return age >= ADULT_AGE ? 'yes' : 'under 18';
}
