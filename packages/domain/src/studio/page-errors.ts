/** Error codes of a studio's public page and its shared inbox (issue 43, booking). */
export const STUDIO_PAGE_ERRORS = {
  /** An unknown page address (or a studio since deleted): one answer for both. */
  STUDIO_PAGE_NOT_FOUND: {
    status: 404,
    title: 'Studio Page Not Found',
    message: 'There is no studio page at this address.',
  },
  /** The client chose someone who does not tattoo at this studio (or not now). */
  STUDIO_ARTIST_UNKNOWN: {
    status: 422,
    title: 'Artist Not Here',
    message: 'Choose one of the studio’s artists, or “first available”.',
  },
  /** A chosen artist whose own page is closed. */
  STUDIO_ARTIST_CLOSED: {
    status: 422,
    title: 'Artist Not Taking Requests',
    message:
      'This artist is not taking requests right now. Choose another artist or “first available”.',
  },
  STUDIO_REQUEST_NOT_FOUND: {
    status: 404,
    title: 'Request Not Found',
    message: 'This request is not in the studio’s inbox.',
  },
  /** Assigned or declined already (by someone else at the same time, perhaps). */
  STUDIO_REQUEST_ANSWERED: {
    status: 409,
    title: 'Already Handled',
    message: 'This request was already assigned or declined. Reload the inbox to see who has it.',
  },
  /** Assigning to someone who is not a tattooing member now (the desk, a guest off their spot). */
  STUDIO_ASSIGNEE_INVALID: {
    status: 422,
    title: 'Not an Artist Here',
    message: 'Assign the request to one of the studio’s artists.',
  },
} as const;
