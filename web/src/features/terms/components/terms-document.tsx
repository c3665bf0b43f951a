import { Anchor, Stack, Text, Title } from '@mantine/core';
import { LegalDocument } from '@/components/legal-document';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { TERMS_EFFECTIVE_DATE, TERMS_SECTIONS, THIRD_PARTY_CREDITS } from '../terms-sections';

/** The one terms page behind /terms, /terms-and-conditions and /terms-of-service. */
export function TermsDocument() {
  return (
    <LegalDocument
      title="Terms and Conditions"
      effectiveDate={TERMS_EFFECTIVE_DATE}
      sections={TERMS_SECTIONS}
      other={{ label: 'Privacy Policy', to: paths.privacy }}
    >
      <Stack gap="xs" component="section" aria-labelledby="credits-title">
        <Title order={2} size="h4" id="credits-title">
          Credits
        </Title>
        {THIRD_PARTY_CREDITS.map((credit) => (
          <Text key={credit.work}>
            <strong>{credit.work}:</strong> {credit.text}{' '}
            <Anchor href={credit.source.href} target="_blank" rel="noreferrer">
              {credit.source.label}
            </Anchor>
            {' · '}
            <Anchor href={credit.licence.href} target="_blank" rel="noreferrer">
              {credit.licence.label}
            </Anchor>
          </Text>
        ))}
      </Stack>
      <Text size="sm" c="dimmed">
        How we handle personal data is described in our{' '}
        <Anchor component={Link} to={paths.privacy}>
          Privacy Policy
        </Anchor>
        . Questions about these terms? Contact us from the support chat in the app.
      </Text>
    </LegalDocument>
  );
}
