export { bookPaidFlash } from './book-paid-flash';
export { countBookableFlash } from './bookable-flash';
export { awaitFlashPayment, releaseFailedFlashPayment } from './delayed-flash-payment';
export { createFlashShowcase } from './flash-showcase';
export type {
  FlashShowcase,
  FlashShowcaseReader,
  ShowcaseDay,
  ShowcaseDesign,
} from './flash-showcase';
export { createFlashPageBooking } from './page-booking';
export type { BookingStep, FlashPageBooking } from './page-booking';
