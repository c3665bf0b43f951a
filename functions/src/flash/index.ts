export { bookPaidFlash } from './book-paid-flash';
export { createFlashRepository } from './flash.repository';
export type { FlashRepository } from './flash.repository';
export { remainingOf } from './to-api';
