export { bookPaidFlash } from './book-paid-flash';
export { countBookableFlash } from './bookable-flash';
export { awaitFlashPayment, releaseFailedFlashPayment } from './delayed-flash-payment';
export { createStudioCalendar } from './studio-calendar.repository';
export type { StudioCalendar } from './studio-calendar.repository';
export { hoursOf, STEP_MINUTES, zoneOf } from './open-times';
