import { Group, Loader, Text } from '@mantine/core';

/** A slow call's progress in words, read out once by a screen reader. */
export function Working({ children }: { children: string }) {
  return (
    <Group gap="sm" role="status" aria-live="polite" wrap="nowrap">
      <Loader size="sm" />
      <Text size="sm">{children}</Text>
    </Group>
  );
}
