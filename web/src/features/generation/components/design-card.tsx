import { Badge, Button, Card, Group, Image, Stack, Text } from '@mantine/core';
import { IMAGE_TOOLS } from '@inkforge/domain';
import { IconDownload, IconDeviceFloppy, IconBrush } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { notifyError, notifySuccess } from '@/lib/notify';
import { notifySaveError } from '@/lib/notify-save-error';
import { ImageToolButtons, useImageTools } from '@/components/image-tool-buttons';
import { useSaveToGallery } from '@/lib/api/image-tools';
import { downloadImage } from '@/lib/save-file';

interface Props {
  imageUrl: string;
  prompt: string;
  generationType: string;
  onImage: (url: string) => void;
}

/** The generated design and what can be done with it. */
export function DesignCard({ imageUrl, prompt, generationType, onImage }: Props) {
  const navigate = useNavigate();
  // What was last done to it: 'Saved' or a tool's result word.
  const [label, setLabel] = useState<string | null>(null);
  const downloading = useMutation({ mutationFn: () => downloadImage(imageUrl) });
  const saving = useSaveToGallery();
  const tools = useImageTools({
    onResult: (url, tool) => {
      onImage(url);
      setLabel(IMAGE_TOOLS[tool].result);
    },
  });
  // A new design takes focus: on a phone it lies below the form, out of sight, and a screen
  // reader reads it next. (The card is remounted for each job; a new image of it keeps focus.)
  const card = useRef<HTMLDivElement>(null);
  useEffect(() => card.current?.focus(), []);

  const download = () =>
    downloading.mutate(undefined, {
      onSuccess: () => notifySuccess('Downloaded', 'Your design was saved to your downloads.'),
      onError: () => notifyError('Download Failed', 'Unable to download the image'),
    });

  const save = () =>
    saving.mutate(
      { imageUrl, generationType, prompt, type: 'tattoo' },
      {
        onSuccess: () => {
          setLabel('Saved');
          notifySuccess('Saved to Gallery', 'The design is in your gallery.');
        },
        onError: notifySaveError,
      },
    );

  return (
    <Card
      ref={card}
      withBorder
      radius="md"
      padding="md"
      role="region"
      aria-label="Generated design"
      tabIndex={-1}
    >
      <Stack>
        <Group justify="space-between">
          <Text fw={600}>Your design</Text>
          {label && <Badge>{label}</Badge>}
        </Group>
        <Image src={imageUrl} alt="Generated tattoo design" radius="sm" fit="contain" mah={512} />
        <Group gap="xs">
          <Button
            leftSection={<IconDownload size={16} />}
            onClick={download}
            loading={downloading.isPending}
          >
            Download Design
          </Button>
          {label !== IMAGE_TOOLS.upscale.result && label !== 'Saved' && (
            <Button
              variant="default"
              leftSection={<IconDeviceFloppy size={16} />}
              loading={saving.isPending}
              onClick={save}
            >
              Save to Gallery
            </Button>
          )}
          <Button
            variant="default"
            leftSection={<IconBrush size={16} />}
            onClick={() => navigate(`${paths.stencils}?imageUrl=${encodeURIComponent(imageUrl)}`)}
          >
            Stencil
          </Button>
          <ImageToolButtons
            screen="design-card"
            tools={tools}
            imageUrl={imageUrl}
            variant="default"
          />
        </Group>
      </Stack>
    </Card>
  );
}
