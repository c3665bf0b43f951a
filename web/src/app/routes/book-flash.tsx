import { useParams } from 'react-router';
import { FlashBookingScreen } from '@/features/booking/components/flash-booking-screen';

/**
 * /flash/{username}: a client books the artist's flash, signed in or not, outside the shell.
 * (/book/** is the server-rendered artist page, so this single-page flow lives beside it.)
 */
export default function BookFlashRoute() {
  const { username = '' } = useParams();
  return <FlashBookingScreen username={username} />;
}
