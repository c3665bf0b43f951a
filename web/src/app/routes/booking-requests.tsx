import { BookingRequestsScreen } from '@/features/booking/components/booking-requests-screen';
import { DesignAssistant } from '@/features/design-assistant/components/design-assistant';

/** /booking-requests: the requests sent from the artist's booking page, each with the assistant. */
export default function BookingRequestsRoute() {
  return <BookingRequestsScreen assistant={(request) => <DesignAssistant request={request} />} />;
}
