import { useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { PaymentResultScreen } from '@/features/billing/components/payment-result-screen';
import { useBillingUser } from './use-billing-user';

/** /checkout/success is the English result screen, /success the Italian one. */
export default function PaymentResultRoute() {
  const { pathname } = useLocation();
  const { onUser } = useBillingUser();
  return <PaymentResultScreen variant={pathname === paths.success ? 'it' : 'en'} onUser={onUser} />;
}
