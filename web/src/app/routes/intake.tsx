import { useParams } from 'react-router';
import { IntakeScreen } from '@/features/intake/components/intake-screen';

/** /intake/{token}: the client's form, signed in or not, outside the studio's shell. */
export default function IntakeRoute() {
  const { token = '' } = useParams();
  return <IntakeScreen token={token} />;
}
