export { bookPaidFlash } from './book-paid-flash';
export { countBookableFlash } from './bookable-flash';
export { awaitFlashPayment, releaseFailedFlashPayment } from './delayed-flash-payment';
