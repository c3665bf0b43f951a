import { Badge, Button, Card, Group, Image, Stack, Text } from '@mantine/core';
import {
  IconDownload,
  IconEraser,
  IconMaximize,
  IconDeviceFloppy,
  IconBrush,
} from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { CREDIT_COSTS } from '@inkforge/domain';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-error';
import { notifyError, notifySuccess } from '@/lib/notify';
import { notifySaveError } from '@/lib/notify-save-error';
import { useRemoveBackground, useSaveToGallery, useUpscaleImage } from '@/lib/api/image-tools';
import { downloadImage } from '@/lib/save-file';

type Label = 'Upscaled' | 'Stencil' | 'Background Removed' | 'Saved';

interface Props {
  imageUrl: string;
  prompt: string;
  generationType: string;
  onImage: (url: string) => void;
}

/** The generated design and what can be done with it. */
export function DesignCard({ imageUrl, prompt, generationType, onImage }: Props) {
  const navigate = useNavigate();
  const [label, setLabel] = useState<Label | null>(null);
  const downloading = useMutation({ mutationFn: () => downloadImage(imageUrl) });
  const saving = useSaveToGallery();
  const removing = useRemoveBackground();
  const upscaling = useUpscaleImage();
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

  const removeBackground = () =>
    removing.mutate(imageUrl, {
      onSuccess: (answer) => {
        onImage(answer.imageUrl);
        setLabel('Background Removed');
      },
      onError: (error) =>
        notifyError('Background Removal Failed', errorMessage(error, 'Please try again.')),
    });

  const upscale = () =>
    upscaling.mutate(imageUrl, {
      onSuccess: (answer) => {
        onImage(answer.upscaledUrl);
        setLabel('Upscaled');
      },
      onError: (error) => notifyError('Upscaling Failed', errorMessage(error, 'Please try again.')),
    });

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
          {label !== 'Upscaled' && label !== 'Saved' && (
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
          <Button
            variant="default"
            leftSection={<IconEraser size={16} />}
            loading={removing.isPending}
            onClick={removeBackground}
          >
            Remove BG
          </Button>
          <Button
            variant="default"
            leftSection={<IconMaximize size={16} />}
            loading={upscaling.isPending}
            onClick={upscale}
          >
            {`Upscale (${CREDIT_COSTS.upscale} credits)`}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
