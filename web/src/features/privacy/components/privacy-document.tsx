import { Anchor, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { PRIVACY_EFFECTIVE_DATE, PRIVACY_SECTIONS } from '../privacy-sections';

/** /privacy: what is stored, why, for how long, health data, processors, rights, contact. */
export function PrivacyDocument() {
  return (
    <Container size="md" py="xl" component="article">
      <Stack gap="lg">
        <Group justify="space-between">
          <Anchor component={Link} to={paths.home}>
            ← InkForge home
          </Anchor>
          <Anchor component={Link} to={paths.terms}>
            Terms and Conditions
          </Anchor>
        </Group>
        <Stack gap={4}>
          <Title order={1}>Privacy Policy</Title>
          <Text c="dimmed">Effective date: {PRIVACY_EFFECTIVE_DATE}</Text>
        </Stack>
        {PRIVACY_SECTIONS.map((section) => (
          <Stack key={section.title} gap="xs" component="section">
            <Title order={2} size="h4">
              {section.title}
            </Title>
            {section.paragraphs.map((paragraph) => (
              <Text key={paragraph}>{paragraph}</Text>
            ))}
          </Stack>
        ))}
      </Stack>
    </Container>
  );
}
