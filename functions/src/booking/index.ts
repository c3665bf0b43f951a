export { createBookingDesk } from './booking-desk.service';
export type { BookingDesk } from './booking-desk.service';
export type { BookingArtist, OpenPage } from './booking.repository';
export { openArtist } from './get-booking-page';
export { pageName } from './page-name';
export { readAvatar } from './public-avatar';
export { readBookingRequestBody } from './read-request-body';
export { sendBookingRequest } from './send-booking-request';
export { declineMail } from './decline-mail';
