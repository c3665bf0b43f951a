/**
 * Whether the artist lets clients pay the balance before their session (Settings → Booking,
 * `balanceOnline`). Read leniently: a document saved before the setting existed gets the
 * default, after the session only.
 */
export const balanceOnlineBefore = (user: Record<string, unknown> | undefined): boolean =>
  (user?.bookingSettings as { balanceOnline?: unknown } | undefined)?.balanceOnline === true;
