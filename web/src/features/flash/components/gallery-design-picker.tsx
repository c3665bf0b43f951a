import { Image, Loader, SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import { errorMessage } from '@/lib/api-error';
import { useGalleryDesigns } from '../api/get-gallery-designs';

interface Props {
  selectedId: string | null;
  onPick: (id: string, title: string | null) => void;
}

/** Thumbnails of the gallery's designs; one is chosen (a pressed button), as a radio would be. */
export function GalleryDesignPicker({ selectedId, onPick }: Props) {
  const designs = useGalleryDesigns();
  if (designs.isPending) return <Loader role="status" aria-label="Loading your gallery" />;
  if (designs.isError) {
    return <Text c="red">{errorMessage(designs.error, 'Your gallery could not be loaded.')}</Text>;
  }
  if (designs.data.length === 0) {
    return <Text c="dimmed">Your gallery has no designs yet. Save a design there first.</Text>;
  }
  return (
    <SimpleGrid cols={{ base: 3, sm: 4 }} mah={280} style={{ overflowY: 'auto' }}>
      {designs.data.map((item, i) => {
        const name = item.title ?? item.caption ?? `Design ${i + 1}`;
        const selected = selectedId === item.id;
        return (
          <UnstyledButton
            key={item.id}
            type="button"
            aria-pressed={selected}
            aria-label={`Choose ${name}`}
            onClick={() => onPick(item.id, item.title)}
            style={{
              borderRadius: 8,
              border: selected
                ? '3px solid var(--mantine-primary-color-filled)'
                : '3px solid transparent',
            }}
          >
            <Image src={item.thumbnailUrl} alt="" h={88} fit="contain" loading="lazy" />
          </UnstyledButton>
        );
      })}
    </SimpleGrid>
  );
}
