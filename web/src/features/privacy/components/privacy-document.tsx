import { LegalDocument } from '@/components/legal-document';
import { paths } from '@/config/paths';
import { PRIVACY_EFFECTIVE_DATE, PRIVACY_SECTIONS } from '../privacy-sections';

/** /privacy: what is stored, why, for how long, health data, processors, rights, contact. */
export function PrivacyDocument() {
  return (
    <LegalDocument
      title="Privacy Policy"
      effectiveDate={PRIVACY_EFFECTIVE_DATE}
      sections={PRIVACY_SECTIONS}
      other={{ label: 'Terms and Conditions', to: paths.terms }}
    />
  );
}
