import { BookingRequestsScreen } from '@/features/booking/components/booking-requests-screen';

/** /booking-requests: the requests sent from the artist's booking page. */
export default function BookingRequestsRoute() {
  return <BookingRequestsScreen />;
}
