import { ConsentForm } from '@/features/auth/components/consent-form';

export default function ConsentRoute() {
  return <ConsentForm />;
}
