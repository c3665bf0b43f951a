import { useParams } from 'react-router';
import { PortalScreen } from '@/features/portal/components/portal-screen';

/** /bookings/{token}: a client's own bookings with one artist, signed in or not. */
export default function BookingsRoute() {
  const { token = '' } = useParams();
  return <PortalScreen token={token} />;
}
