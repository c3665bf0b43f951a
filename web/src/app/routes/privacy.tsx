import { PrivacyDocument } from '@/features/privacy/components/privacy-document';

export default function PrivacyRoute() {
  return <PrivacyDocument />;
}
