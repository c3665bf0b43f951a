import { Card, Group, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface Props {
  /** The section's h2, which also names the section for a screen reader. */
  title: string;
  /** Unique on the screen: the heading's id. */
  id: string;
  /** Beside the title (a count badge, a link). */
  aside?: ReactNode;
  /** Something that cannot be undone lives here (the border says so; the words say it too). */
  danger?: boolean;
  children: ReactNode;
}

/** The app's one card: a bordered section with an h2, on the paper of the page. */
export function SectionCard({ title, id, aside, danger = false, children }: Props) {
  return (
    <Card
      withBorder
      component="section"
      aria-labelledby={id}
      padding="lg"
      style={danger ? { borderColor: 'var(--if-danger-border)' } : undefined}
    >
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} size="h4" id={id}>
            {title}
          </Title>
          {aside}
        </Group>
        {children}
      </Stack>
    </Card>
  );
}
