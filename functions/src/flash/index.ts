export { bookPaidFlash } from './book-paid-flash';
export { countBookableFlash } from './bookable-flash';
