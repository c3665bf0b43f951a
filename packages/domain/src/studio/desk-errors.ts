/** Error codes of the studio's desk: one calendar, bookings for any artist (issue 43). */
export const STUDIO_DESK_ERRORS = {
  /** The uid named is not a tattooing member of this studio (or no longer one). */
  STUDIO_ARTIST_NOT_FOUND: {
    status: 404,
    title: 'Artist Not Found',
    message: 'No artist of this studio has this calendar.',
  },
  STUDIO_CLIENT_REQUIRED: {
    status: 400,
    title: 'Client Required',
    message:
      'Choose one of the artist’s clients, or give the new client’s name and e-mail address.',
  },
  STUDIO_PAYMENT_NEEDS_PROJECT: {
    status: 400,
    title: 'Project Required',
    message:
      'A payment is recorded on a project: link this appointment to one of the client’s projects first.',
  },
} as const;
