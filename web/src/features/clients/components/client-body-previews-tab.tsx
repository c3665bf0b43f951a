import { Card, Image, SimpleGrid, Skeleton, Text } from '@mantine/core';
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
          <Image src={p.imageUrl} alt={p.title} radius="sm" />
          <Text size="sm" mt={4}>
            {p.title}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}
