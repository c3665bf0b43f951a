import { Group, Text } from '@mantine/core';

/** One labelled value in the client detail tabs; absent values read as a dash. */
export function DetailRow({ label, value }: { label: string; value: string | undefined }) {
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <Text size="sm" c="dimmed" w={160}>
        {label}
      </Text>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
        {value || '—'}
      </Text>
    </Group>
  );
}
