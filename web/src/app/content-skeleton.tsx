import { Skeleton, Stack } from '@mantine/core';

/** A screen's place while its code loads: a title line and blocks, announced as loading. */
export function ContentSkeleton() {
  return (
    <Stack role="status" aria-label="Loading" gap="md">
      <Skeleton height={32} width="40%" radius="sm" />
      <Skeleton height={120} radius="md" />
      <Skeleton height={240} radius="md" />
    </Stack>
  );
}
