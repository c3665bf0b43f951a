import { ActionIcon, Button, Group, Image, Input, Paper, SimpleGrid, Text } from '@mantine/core';
import { IconPhotoPlus, IconX } from '@tabler/icons-react';
import { imageFileProblem, MAX_REFERENCE_IMAGES, MAX_UPLOAD_BYTES } from '@inkforge/domain';
import { useEffect, useMemo, useRef, useState } from 'react';
import { shrinkImage } from './shrink-image';

interface Props {
  images: File[];
  onChange: (images: File[]) => void;
}

const MB = 1024 * 1024;

/** A preview URL per file, released when the file leaves the list. */
function usePreviews(files: File[]): string[] {
  const urls = useMemo(() => files.map((f) => URL.createObjectURL(f)), [files]);
  useEffect(() => () => urls.forEach((u) => URL.revokeObjectURL(u)), [urls]);
  return urls;
}

/** Up to five reference photos or sketches: picked, previewed, removable, shrunk to fit. */
export function ReferenceImagesField({ images, onChange }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const previews = usePreviews(images);
  const room = MAX_REFERENCE_IMAGES - images.length;

  const add = async (picked: FileList | null) => {
    const files = Array.from(picked ?? []);
    if (input.current) input.current.value = '';
    const usable = files.filter((f) => imageFileProblem({ type: f.type, size: 0 }) === null);
    let note = usable.length < files.length ? 'Only JPEG, PNG and WebP images can be sent.' : null;
    if (usable.length > room) note = `At most ${MAX_REFERENCE_IMAGES} images.`;
    const next = [...images, ...(await Promise.all(usable.slice(0, room).map(shrinkImage)))];
    const total = next.reduce((sum, f) => sum + f.size, 0);
    if (total > MAX_UPLOAD_BYTES) {
      note = `The images come to ${(total / MB).toFixed(1)} MB; together they must stay under 10 MB.`;
    } else onChange(next);
    setProblem(note);
  };

  return (
    <Input.Wrapper
      label="Reference images"
      description={`Optional: up to ${MAX_REFERENCE_IMAGES} photos or sketches (JPEG, PNG or WebP).`}
      error={problem}
    >
      <input
        ref={input}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        multiple
        hidden
        onChange={(e) => void add(e.currentTarget.files)}
      />
      {images.length > 0 && (
        <SimpleGrid cols={{ base: 3, sm: 5 }} spacing="xs" mt="xs">
          {images.map((file, i) => (
            <Paper key={`${file.name}-${i}`} withBorder pos="relative">
              <Image
                src={previews[i]}
                alt={`Reference ${i + 1}: ${file.name}`}
                h={88}
                fit="cover"
              />
              <ActionIcon
                pos="absolute"
                top={4}
                right={4}
                size="md"
                variant="white"
                color="dark"
                aria-label={`Remove ${file.name}`}
                onClick={() => onChange(images.filter((_, j) => j !== i))}
              >
                <IconX size={16} aria-hidden />
              </ActionIcon>
            </Paper>
          ))}
        </SimpleGrid>
      )}
      <Group mt="xs" gap="xs">
        <Button
          variant="default"
          leftSection={<IconPhotoPlus size={18} aria-hidden />}
          disabled={room <= 0}
          onClick={() => input.current?.click()}
        >
          Add images
        </Button>
        <Text size="sm" c="dimmed">
          {images.length} of {MAX_REFERENCE_IMAGES}
        </Text>
      </Group>
    </Input.Wrapper>
  );
}
