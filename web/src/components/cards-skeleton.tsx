import { SimpleGrid, Skeleton, type SimpleGridProps } from '@mantine/core';

interface Props {
  /** How many cards the loaded content usually shows (three plans, three packs). */
  count: number;
  /** About a loaded card's height, so the page below does not jump when they arrive. */
  height: number;
  cols: SimpleGridProps['cols'];
  label: string;
}

/** Cards still loading: their outlines in their places, announced once. */
export function CardsSkeleton({ count, height, cols, label }: Props) {
  return (
    <SimpleGrid cols={cols} role="status" aria-label={label}>
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} height={height} radius="md" />
      ))}
    </SimpleGrid>
  );
}
