import { Box, Image, Loader, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import type { GalleryItem, GalleryType } from '@inkforge/domain';
import { useGallery } from '../api/get-gallery';
import { LoadMore } from './load-more';

interface Props {
  onPick: (item: GalleryItem) => void;
  /** Types left out (the stencil page excludes body previews). */
  exclude?: GalleryType[];
  selectedId?: string | null;
}

/** A scrolling grid (about 384 px high) of saved designs to choose a source from. */
export function GalleryPicker({ onPick, exclude = [], selectedId }: Props) {
  const gallery = useGallery();
  if (gallery.isPending) return <Loader role="status" aria-label="Loading gallery" />;
  const items = gallery.items.filter((item) => !exclude.includes(item.type));
  if (items.length === 0 && !gallery.hasNextPage) {
    return <Text c="dimmed">Your gallery has no designs yet.</Text>;
  }
  return (
    // The browser's own scrolling: Mantine's ScrollArea would bring Floating UI's ref merger.
    <Box mah={384} style={{ overflowY: 'auto' }}>
      <Stack>
        <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }}>
          {items.map((item) => (
            <UnstyledButton
              key={item.id}
              onClick={() => onPick(item)}
              aria-label={`Pick ${item.title ?? item.type}`}
              aria-pressed={selectedId === item.id}
              style={{
                border:
                  selectedId === item.id
                    ? '2px solid var(--mantine-primary-color-filled)'
                    : '2px solid transparent',
                borderRadius: 8,
              }}
            >
              <Image
                src={item.thumbnailUrl}
                alt={item.title ?? item.type}
                h={120}
                fit="contain"
                loading="lazy"
              />
            </UnstyledButton>
          ))}
        </SimpleGrid>
        {/* Inside a scrolling dialog the end of the list is reached by scrolling or the button. */}
        <LoadMore gallery={gallery} shown={items.length} onScroll={false} />
      </Stack>
    </Box>
  );
}
