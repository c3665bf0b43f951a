import { Anchor, Card, Image, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { useBodyPreviews } from '../api/get-body-previews';

export function ClientBodyPreviewsTab({ clientId }: { clientId: string }) {
  const previews = useBodyPreviews(clientId);
  if (previews.isPending) return <Skeleton height={160} />;
  if (previews.isError) return <Text c="red">Failed to load body previews.</Text>;
  if (previews.data.length === 0) {
    return <Text c="dimmed">No body previews saved for this client yet.</Text>;
  }
  return (
    <SimpleGrid cols={{ base: 2, sm: 3 }}>
      {previews.data.map((p) => (
        <Card key={p.id} withBorder padding="xs">
          {/* The grid shows the small thumbnail; the full image opens on demand. */}
          <Anchor href={p.imageUrl} target="_blank" rel="noreferrer" aria-label={`Open ${p.title}`}>
            <Image src={p.thumbnailUrl} alt={p.title} radius="sm" loading="lazy" />
          </Anchor>
          <Text size="sm" mt={4}>
            {p.title}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}
