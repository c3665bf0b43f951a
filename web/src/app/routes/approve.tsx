import { useParams } from 'react-router';
import { ApprovalPage } from '@/features/intake/components/approval-page';

/** /approve/{token}: the client approves a design, signed in or not, outside the shell. */
export default function ApproveRoute() {
  const { token = '' } = useParams();
  return <ApprovalPage token={token} />;
}
