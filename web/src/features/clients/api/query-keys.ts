/** Query keys start with the API path (the default fetcher GETs it). */
export const clientKeys = {
  simple: ['/api/clients'] as const,
  enhanced: ['/api/clients/enhanced'] as const,
  limits: ['/api/clients/limits'] as const,
  bodyPreviews: (clientId: string) => [`/api/clients/${clientId}/body-previews`] as const,
  /** The calendar lists the same appointments; changes here refresh it too. */
  calendar: ['/api/calendar-new'] as const,
};
