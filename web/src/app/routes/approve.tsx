import { useParams } from 'react-router';
import { ApprovalScreen } from '@/features/intake/components/approval-screen';

/** /approve/{token}: the client approves a design, signed in or not, outside the shell. */
export default function ApproveRoute() {
  const { token = '' } = useParams();
  return <ApprovalScreen token={token} />;
}
