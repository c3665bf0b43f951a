import { Anchor, Container, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

interface LegalSection {
  title: string;
  paragraphs: readonly string[];
}

interface Props {
  title: string;
  effectiveDate: string;
  sections: readonly LegalSection[];
  /** The other legal page, linked at the top. */
  other: { label: string; to: string };
  /** What follows the sections (the terms' credits and privacy pointer). */
  children?: ReactNode;
}

/** The frame of the terms and privacy pages: a way home, the other page, dated sections. */
export function LegalDocument({ title, effectiveDate, sections, other, children }: Props) {
  return (
    <Container size="md" py="xl" component="article">
      <Stack gap="lg">
        <Group justify="space-between">
          <Anchor component={Link} to={paths.home}>
            ← InkForge home
          </Anchor>
          <Anchor component={Link} to={other.to}>
            {other.label}
          </Anchor>
        </Group>
        <Stack gap={4}>
          <Title order={1}>{title}</Title>
          <Text c="dimmed">Effective date: {effectiveDate}</Text>
        </Stack>
        {sections.map((section) => (
          <Stack key={section.title} gap="xs" component="section">
            <Title order={2} size="h4">
              {section.title}
            </Title>
            {section.paragraphs.map((paragraph) => (
              <Text key={paragraph}>{paragraph}</Text>
            ))}
          </Stack>
        ))}
        {children}
      </Stack>
    </Container>
  );
}
