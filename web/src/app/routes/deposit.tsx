import { useParams, useSearchParams } from 'react-router';
import { DepositScreen } from '@/features/booking/components/deposit-screen';

/** /deposit/{token}: a client pays the deposit the artist asked, signed in or not. */
export default function DepositRoute() {
  const { token = '' } = useParams();
  const [params] = useSearchParams();
  return <DepositScreen token={token} returnedPaid={params.get('paid') === '1'} />;
}
