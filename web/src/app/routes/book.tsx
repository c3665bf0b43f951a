import { useParams } from 'react-router';
import { BookingScreen } from '@/features/booking/components/booking-screen';

/** /book/{username}: an artist's public booking page, signed in or not, outside the shell. */
export default function BookRoute() {
  const { username = '' } = useParams();
  return <BookingScreen username={username} />;
}
