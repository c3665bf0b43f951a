/** Enumerations and defaults of client management. */
export const CLIENT_STATUSES = ['active', 'pending', 'inactive'] as const;
export type ClientStatus = (typeof CLIENT_STATUSES)[number];

export const PROJECT_STATUSES = [
  'consultation',
  'designing',
  'approved',
  'in_progress',
  'completed',
  'cancelled',
] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

/** A project counts as active until it is completed or cancelled. */
export const ACTIVE_PROJECT_STATUSES: readonly ProjectStatus[] = [
  'consultation',
  'designing',
  'approved',
  'in_progress',
];

export const PROJECT_SIZES = ['small', 'medium', 'large', 'sleeve', 'full_back'] as const;
export type ProjectSize = (typeof PROJECT_SIZES)[number];

export const APPOINTMENT_STATUSES = [
  'scheduled',
  'confirmed',
  'in_progress',
  'completed',
  'cancelled',
  'no_show',
] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

export const APPOINTMENT_TYPES = [
  'consultation',
  'design_session',
  'tattoo_session',
  'touch_up',
  'follow_up',
  // Beyond the spec (issue 38): a client who came in without booking, recorded from the calendar.
  'walk_in',
] as const;
export type AppointmentType = (typeof APPOINTMENT_TYPES)[number];

export const PAYMENT_METHODS = ['cash', 'card', 'bank_transfer', 'paypal', 'other'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Beyond the spec: a deposit is a payment taken on an appointment. */
export const PAYMENT_KINDS = ['payment', 'deposit'] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];

/** When an appointment with a deposit is cancelled, the deposit is kept or refunded. */
export const DEPOSIT_OUTCOMES = ['kept', 'refunded'] as const;
export type DepositOutcome = (typeof DEPOSIT_OUTCOMES)[number];

export const BODY_PLACEMENTS = [
  'Forearm',
  'Upper Arm',
  'Shoulder',
  'Back',
  'Chest',
  'Leg',
  'Thigh',
  'Wrist',
  'Ankle',
  'Neck',
  'Ribcage',
] as const;

export const DEFAULT_APPOINTMENT_DURATION = 120;
export const DEFAULT_APPOINTMENT_TYPE: AppointmentType = 'consultation';
export const DEFAULT_CLIENT_STATUS: ClientStatus = 'active';
export const DEFAULT_PROJECT_STATUS: ProjectStatus = 'consultation';
export const DEFAULT_APPOINTMENT_STATUS: AppointmentStatus = 'scheduled';

/** A stored choice as a person reads it: 'design_session' → 'Design Session'. */
export function choiceLabel(value: string): string {
  return value
    .split('_')
    .map((word) => (word ? word[0]!.toUpperCase() + word.slice(1) : word))
    .join(' ');
}

/** Select options for a list of stored choices. */
export function choiceOptions(values: readonly string[]): { value: string; label: string }[] {
  return values.map((value) => ({ value, label: choiceLabel(value) }));
}
