import { TermsDocument } from '@/features/terms/components/terms-document';

export default function TermsRoute() {
  return <TermsDocument />;
}
