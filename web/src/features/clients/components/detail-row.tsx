import { Group, Text } from '@mantine/core';

/**
 * One labelled value in the client detail tabs; absent values read as a dash. A long value (an
 * e-mail address) breaks onto the next line instead of running out of its card.
 */
export function DetailRow({ label, value }: { label: string; value: string | undefined }) {
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <Text size="sm" c="dimmed" w={140} style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <Text size="sm" miw={0} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {value || '—'}
      </Text>
    </Group>
  );
}
