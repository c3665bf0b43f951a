import { Image, SimpleGrid, Stack, Text } from '@mantine/core';
import { APPROVAL_IMAGE_LABELS, type ApprovalImage } from '@inkforge/domain';

/** The frozen images of an approval, each under what it is. */
export function ApprovalImages({ images }: { images: ApprovalImage[] }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs">
      {images.map((image) => (
        <Stack key={image.kind} gap={2}>
          <Text size="xs" fw={600}>
            {APPROVAL_IMAGE_LABELS[image.kind]}
          </Text>
          <Image
            src={image.imageUrl}
            alt={`${APPROVAL_IMAGE_LABELS[image.kind]}: ${image.title}`}
            radius="sm"
            bg="var(--if-design-paper)"
          />
        </Stack>
      ))}
    </SimpleGrid>
  );
}
