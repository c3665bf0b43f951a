import { Button, Group, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import type { useGallery } from '../api/get-gallery';

interface Props {
  gallery: ReturnType<typeof useGallery>;
  /** Every design in the gallery, loaded or not, when known. */
  total?: number;
  /** The designs on screen when the list shows only some of those loaded (a filter, a kind). */
  shown?: number;
  /** Also load when the end of the list scrolls into view (the full gallery screen). */
  onScroll?: boolean;
}

/**
 * The next page of the gallery: a button (keyboard and screen reader) and, where asked, the
 * end of the list coming into view. The status line is announced as pages arrive.
 */
export function LoadMore({ gallery, total, shown, onScroll = true }: Props) {
  const count = shown ?? gallery.items.length;
  const end = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = gallery;

  useEffect(() => {
    const node = end.current;
    if (!onScroll || !node || !hasNextPage || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [onScroll, hasNextPage, isFetchingNextPage, fetchNextPage]);

  return (
    <Group justify="center" ref={end}>
      <Text size="sm" c="dimmed" role="status">
        {isFetchingNextPage
          ? 'Loading more designs…'
          : total !== undefined
            ? `Showing ${count} of ${total} designs`
            : `Showing ${count} designs`}
      </Text>
      {hasNextPage && (
        <Button
          variant="default"
          onClick={() => void fetchNextPage()}
          loading={isFetchingNextPage}
          aria-busy={isFetchingNextPage}
        >
          Load more designs
        </Button>
      )}
    </Group>
  );
}
