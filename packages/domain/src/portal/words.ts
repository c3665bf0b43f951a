import type { AppointmentType, ProjectSize } from '../clients/constants';

/** An appointment's type as the client's page words it. */
export const PORTAL_APPOINTMENT_TYPE_WORDS = {
  consultation: 'Consultation',
  design_session: 'Design session',
  tattoo_session: 'Tattoo session',
  touch_up: 'Touch-up',
  follow_up: 'Follow-up',
  walk_in: 'Walk-in',
} as const satisfies Record<AppointmentType, string>;

/** A project's size as the client's page words it. */
export const PORTAL_SIZE_WORDS = {
  small: 'Small',
  medium: 'Medium',
  large: 'Large',
  sleeve: 'Sleeve',
  full_back: 'Full back',
} as const satisfies Record<ProjectSize, string>;
