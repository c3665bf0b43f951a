import { useParams } from 'react-router';
import { IntakePage } from '@/features/intake/components/intake-page';

/** /intake/{token}: the client's form, signed in or not, outside the studio's shell. */
export default function IntakeRoute() {
  const { token = '' } = useParams();
  return <IntakePage token={token} />;
}
