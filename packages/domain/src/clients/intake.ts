/**
 * Beyond the spec (issue 16): the client's consent and medical intake for one appointment.
 * The questions, the studio's default waiver and the rules both the form and the API apply.
 */

/** The yes/no screening questions, in the order the form asks them. */
export const INTAKE_QUESTIONS = [
  { key: 'bloodThinners', label: 'Do you take blood thinners (e.g. aspirin, warfarin)?' },
  { key: 'pregnantOrNursing', label: 'Are you pregnant or nursing?' },
  { key: 'skinCondition', label: 'Do you have a skin condition where you will be tattooed?' },
  { key: 'diabetes', label: 'Do you have diabetes?' },
  { key: 'heartCondition', label: 'Do you have a heart condition?' },
  { key: 'epilepsy', label: 'Do you have epilepsy or a history of seizures?' },
  { key: 'hepatitisOrHiv', label: 'Do you have hepatitis, HIV or another blood-borne disease?' },
  { key: 'recentAlcohol', label: 'Have you had alcohol or drugs in the last 24 hours?' },
  { key: 'fainting', label: 'Have you ever fainted during a tattoo, piercing or injection?' },
  { key: 'keloids', label: 'Do you form keloids or raised scars?' },
] as const;

export type IntakeQuestionKey = (typeof INTAKE_QUESTIONS)[number]['key'];
export type IntakeAnswers = Record<IntakeQuestionKey, boolean>;

/** The short words a warning badge uses for a "yes". */
export const INTAKE_FLAG_LABELS: Record<IntakeQuestionKey, string> = {
  bloodThinners: 'Blood thinners',
  pregnantOrNursing: 'Pregnant or nursing',
  skinCondition: 'Skin condition',
  diabetes: 'Diabetes',
  heartCondition: 'Heart condition',
  epilepsy: 'Epilepsy',
  hepatitisOrHiv: 'Hepatitis/HIV',
  recentAlcohol: 'Recent alcohol or drugs',
  fainting: 'Fainting',
  keloids: 'Keloids',
};

/** What a studio that never wrote its own waiver asks its clients to sign (version 1). */
export const DEFAULT_WAIVER_TEXT = [
  'I confirm that I am at least 18 years old and that the information I gave above is true.',
  'I understand that a tattoo is permanent, that results vary with skin and aftercare, and that',
  'there are risks of infection, allergic reaction and scarring. I have disclosed every medical',
  'condition that could affect the procedure. I agree to follow the aftercare instructions and I',
  'release the artist and the studio from liability for any outcome that follows from information',
  'I withheld or from aftercare I did not follow.',
].join(' ');

/** How long a private form link stays open. */
export const INTAKE_LINK_DAYS = 7;

/** Whole years between a 'YYYY-MM-DD' birth date and the day 'YYYY-MM-DD'; null if not a date. */
export function ageOn(dateOfBirth: string, today: string): number | null {
  const birth = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dateOfBirth);
  const now = /^(\d{4})-(\d{2})-(\d{2})$/.exec(today);
  if (!birth || !now) return null;
  const [by, bm, bd] = birth.slice(1).map(Number) as [number, number, number];
  const [ny, nm, nd] = now.slice(1).map(Number) as [number, number, number];
  const real = new Date(Date.UTC(by, bm - 1, bd));
  if (real.getUTCMonth() !== bm - 1 || real.getUTCDate() !== bd) return null;
  const hadBirthday = nm > bm || (nm === bm && nd >= bd);
  return ny - by - (hadBirthday ? 0 : 1);
}

/** The adult age in this product: younger clients are refused, on the form and by the API. */
export const MINIMUM_AGE = 18;

/** The conditions a form declares: every "yes" by its short label. */
export function intakeConditions(answers: IntakeAnswers): string[] {
  return INTAKE_QUESTIONS.filter((q) => answers[q.key]).map((q) => INTAKE_FLAG_LABELS[q.key]);
}

/** What the form's answers flag: every "yes" by its short label, then the allergies. */
export function intakeMedicalFlags(answers: IntakeAnswers, allergies?: string): string[] {
  const flags = intakeConditions(answers);
  const allergy = allergies?.trim();
  return allergy ? [...flags, `Allergies: ${allergy}`] : flags;
}
