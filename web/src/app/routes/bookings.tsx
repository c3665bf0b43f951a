import { useParams, useSearchParams } from 'react-router';
import { PortalScreen } from '@/features/portal/components/portal-screen';

/** /bookings/{token}: a client's own bookings with one artist, signed in or not. */
export default function BookingsRoute() {
  const { token = '' } = useParams();
  const [params] = useSearchParams();
  return <PortalScreen token={token} returnedPaid={params.get('paid') === 'balance'} />;
}
