/** What a booking request offers as choices, and its bounds. */
export const TATTOO_COLOURS = ['colour', 'black_and_grey'] as const;
export type TattooColour = (typeof TATTOO_COLOURS)[number];

export const COLOUR_LABELS: Record<TattooColour, string> = {
  colour: 'Colour',
  black_and_grey: 'Black and grey',
};

export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const WEEKDAY_LABELS: Record<Weekday, string> = {
  mon: 'Mon',
  tue: 'Tue',
  wed: 'Wed',
  thu: 'Thu',
  fri: 'Fri',
  sat: 'Sat',
  sun: 'Sun',
};

/** Reference images per request; together they fit the one multipart upload limit. */
export const MAX_REFERENCE_IMAGES = 5;
/**
 * The reference images' bytes together: one upload's limit, as the form's hint says. Five
 * full-size photos (5 × 10 MB) would pass Cloud Run's 32 MB request cap, whose refusal is
 * Google's page, not ours.
 */
export const MAX_REFERENCE_BYTES_IN_ALL = 10 * 1024 * 1024;

export const BOOKING_REQUEST_STATUSES = ['pending', 'accepted', 'declined'] as const;
export type BookingRequestStatus = (typeof BOOKING_REQUEST_STATUSES)[number];

/**
 * The artist's screen opened on one request (a bell's link): the booking requests with that
 * request's card shown and focused.
 */
export const bookingRequestLink = (requestId: string) =>
  `/booking-requests?request=${encodeURIComponent(requestId)}`;
