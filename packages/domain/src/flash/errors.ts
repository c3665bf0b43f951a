/** Error codes of flash designs, open times and holds (issue 38). Same shape as ERRORS. */
export const FLASH_ERRORS = {
  FLASH_NOT_FOUND: {
    status: 404,
    title: 'Design Not Found',
    message: 'This design is not offered any more.',
  },
  FLASH_SOLD_OUT: {
    status: 409,
    title: 'Sold Out',
    message: 'This design has just been claimed. Please choose another one.',
  },
  FLASH_GALLERY_ITEM_NOT_FOUND: {
    status: 404,
    title: 'Design Not Found',
    message: 'Choose a design from your gallery.',
  },
  BOOKING_TIME_TAKEN: {
    status: 409,
    title: 'Time Taken',
    message: 'This time has just been taken. Please choose one of the next open times.',
  },
  BOOKING_TIME_NOT_OPEN: {
    status: 409,
    title: 'Time Not Open',
    message: 'This time cannot be booked. Please choose one of the open times.',
  },
  BOOKING_HOLD_NOT_FOUND: {
    status: 404,
    title: 'Hold Not Found',
    message: 'This booking hold has ended. Please choose a time again.',
  },
  BOOKING_NO_WORKING_HOURS: {
    status: 409,
    title: 'No Open Times',
    message: 'This artist has not opened any times for booking yet.',
  },
  /** A size priced below Stripe's minimum charge (or at 0): it could never be paid online. */
  FLASH_PRICE_BELOW_MINIMUM: {
    status: 400,
    title: 'Price Too Low',
    message:
      'A flash price must be at least the smallest amount Stripe charges in your currency: the client pays its deposit online.',
  },
} as const;
