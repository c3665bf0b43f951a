import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface Props {
  title: ReactNode;
  /** One line under the title: what the screen is for, or a count. */
  description?: ReactNode;
  /** The screen's main actions, right of the title (under it on a phone). */
  actions?: ReactNode;
}

/** Every signed-in screen's header: its one h1, a line under it, and its actions. */
export function PageHeader({ title, description, actions }: Props) {
  return (
    <Group justify="space-between" align="flex-end" gap="sm">
      <Stack gap={4} style={{ minWidth: 0 }}>
        <Title order={1} size="h2">
          {title}
        </Title>
        {description &&
          (typeof description === 'string' ? (
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          ) : (
            description
          ))}
      </Stack>
      {actions && (
        <Group gap="sm" align="flex-end">
          {actions}
        </Group>
      )}
    </Group>
  );
}
