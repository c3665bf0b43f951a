import { Stack, Text, ThemeIcon } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface Props {
  icon?: Icon;
  /** What is not here yet, in words ("No clients yet"). */
  title: string;
  /** How it gets here. */
  children?: ReactNode;
  /** The one action that fills it. */
  action?: ReactNode;
}

/** The app's one empty state: what is missing, how it comes, and the button that does it. */
export function EmptyState({ icon: IconShape, title, children, action }: Props) {
  return (
    <Stack align="center" gap="xs" py="xl" ta="center">
      {IconShape && (
        <ThemeIcon variant="light" color="gray" size={48} radius="xl" aria-hidden>
          <IconShape size={26} stroke={1.5} />
        </ThemeIcon>
      )}
      <Text fw={600}>{title}</Text>
      {children && (
        <Text size="sm" c="dimmed" maw={420}>
          {children}
        </Text>
      )}
      {action}
    </Stack>
  );
}
