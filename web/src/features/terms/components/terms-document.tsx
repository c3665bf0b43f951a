import { Anchor, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { TERMS_EFFECTIVE_DATE, TERMS_SECTIONS, THIRD_PARTY_CREDITS } from '../terms-sections';

/** The one terms page behind /terms, /terms-and-conditions and /terms-of-service. */
export function TermsDocument() {
  return (
    <Container size="md" py="xl" component="article">
      <Stack gap="lg">
        <Group justify="space-between">
          <Anchor component={Link} to={paths.home}>
            ← InkForge home
          </Anchor>
          <Anchor component={Link} to={paths.privacy}>
            Privacy Policy
          </Anchor>
        </Group>
        <Stack gap={4}>
          <Title order={1}>Terms and Conditions</Title>
          <Text c="dimmed">Effective date: {TERMS_EFFECTIVE_DATE}</Text>
        </Stack>
        {TERMS_SECTIONS.map((section) => (
          <Stack key={section.title} gap="xs" component="section">
            <Title order={2} size="h4">
              {section.title}
            </Title>
            {section.paragraphs.map((paragraph) => (
              <Text key={paragraph}>{paragraph}</Text>
            ))}
          </Stack>
        ))}
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
      </Stack>
    </Container>
  );
}
