/** Every route of the app in one place. */
export const paths = {
  home: '/',
  app: '/app',
  dashboard: '/dashboard',
  login: '/login',
  consent: '/consent',
  resetPassword: '/reset-password',
  terms: '/terms',
  termsAndConditions: '/terms-and-conditions',
  termsOfService: '/terms-of-service',
  privacy: '/privacy',
  aiGenerator: '/ai-generator',
  generator: '/generator',
  quickGeneration: '/quick-generation',
  pricing: '/pricing',
  credits: '/credits',
  subscribe: '/subscribe',
  updatePlan: '/update-plan',
  success: '/success',
  checkoutSuccess: '/checkout/success',
  clients: '/clients',
  clientsBasic: '/clients/basic',
  calendar: '/calendar',
  settings: '/settings',
  promoCodes: '/settings?tab=security&section=promo',
  gallery: '/gallery',
  stencils: '/stencils',
  photoEditor: '/photo-editor',
  modifyDesign: '/modify-design',
  bodyPreview: '/body-preview',
  bodyPreviewManual: '/body-preview-manual',
  /** The client's intake form behind a private link: /intake/{token}. */
  intake: '/intake/:token',
  /** The client's design approval behind a private link: /approve/{token}. */
  approve: '/approve/:token',
  /** Issue 46: the client answers the artist's questions behind a private link. */
  questions: '/questions/:token',
  /** An artist's public booking page: /book/{username}. */
  book: '/book/:username',
  /** An artist's flash, booked with a time and a deposit by a client: /flash/{username}. */
  bookFlash: '/flash/:username',
  /** A client's deposit payment behind a private link: /deposit/{token}. */
  deposit: '/deposit/:token',
  /** A client's healed-tattoo photo behind a private link: /healed/{token}. */
  healedPhoto: '/healed/:token',
  bookingRequests: '/booking-requests',
  flash: '/flash',
  /** Issue 43: the studio I belong to (calendar, client book, members), or the form to open one. */
  studio: '/studio',
  /** A studio's invitation behind its single-use link: /join/{token}. */
  join: '/join/:token',
  /** Issue 49: a client's own page of bookings with one artist, behind a private link. */
  bookings: '/bookings/:token',
  /** Issue 45: the shelf of inks and needles, the sterilisation log, the inspector's report. */
  supplies: '/supplies',
  /** Issue 45: the inks and needles of one appointment: /appointments/{id}/record. */
  sessionRecord: '/appointments/:id/record',
} as const;

/** The address of an appointment's session record (issue 45). */
export function sessionRecordPath(appointmentId: string): string {
  return paths.sessionRecord.replace(':id', encodeURIComponent(appointmentId));
}

export const termsPaths = [paths.terms, paths.termsAndConditions, paths.termsOfService] as const;

export function consentPath(email: string, name: string): string {
  const query = new URLSearchParams({ email, name });
  return `${paths.consent}?${query.toString()}`;
}

export function subscribePath(planCode: string, billing: string): string {
  const query = new URLSearchParams({ plan: planCode, billing });
  return `${paths.subscribe}?${query.toString()}`;
}
