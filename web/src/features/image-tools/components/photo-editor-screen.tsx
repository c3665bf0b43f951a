import { Badge, Button, Card, Group, Image, Loader, Stack, Text, Title } from '@mantine/core';
import { CREDIT_COSTS } from '@inkforge/domain';
import { IconDownload, IconEraser, IconFlipHorizontal, IconMaximize } from '@tabler/icons-react';
import { useState } from 'react';
import { ImageFileField } from '@/components/image-file-field';
import { ResultImage } from '@/components/result-image';
import { errorMessage } from '@/lib/api-error';
import { notifyError, notifySuccess } from '@/lib/notify';
import { presignedDownload } from '@/lib/presigned-download';
import { useImageFilePick } from '@/lib/use-image-file-pick';
import { useMirrorDesign, useRemoveBackground, useUpscaleImage } from '@/lib/api/image-tools';
import { useUploadPhoto } from '../api/upload-photo';
import { ToolCreditNotes } from './tool-credit-notes';

const UPSCALE_COST = CREDIT_COSTS.upscale;
const REMOVE_BG_COST = CREDIT_COSTS.remove_background;

type Mode = 'upscale' | 'remove_bg' | 'mirror';
type Busy = 'upload' | Mode;

const RESULT_LABEL: Record<Mode, string> = {
  upscale: 'Upscaled',
  remove_bg: 'Background Removed',
  mirror: 'Mirrored',
};

const BUSY_TEXT: Record<Busy, string> = {
  upload: 'Uploading your image…',
  upscale: 'Upscaling your image, this can take a few seconds…',
  remove_bg: 'Removing the background…',
  mirror: 'Mirroring your design…',
};

interface Props {
  credits: number;
  onCreditsChanged: () => void;
}

const download = (url: string) =>
  presignedDownload(url).catch(() =>
    notifyError('Download Failed', 'Unable to download the image'),
  );

/** Upload, Upscale, Remove Background (prices in CREDIT_COSTS), Mirror Design (free). */
export function PhotoEditorScreen({ credits, onCreditsChanged }: Props) {
  const [source, setSource] = useState<string | null>(null);
  const [processed, setProcessed] = useState<{ url: string; mode: Mode } | null>(null);
  const uploading = useUploadPhoto();
  const upscaling = useUpscaleImage();
  const removing = useRemoveBackground();
  const mirroring = useMirrorDesign();
  const busy: Busy | null = uploading.isPending
    ? 'upload'
    : upscaling.isPending
      ? 'upscale'
      : removing.isPending
        ? 'remove_bg'
        : mirroring.isPending
          ? 'mirror'
          : null;

  const pick = useImageFilePick((file) =>
    uploading.mutate(file, {
      onSuccess: ({ imageUrl }) => {
        setSource(imageUrl);
        setProcessed(null);
      },
      onError: (error) => notifyError('Upload Failed', errorMessage(error, 'Please try again.')),
    }),
  );

  // The upscaled image downloads at once; a failed download keeps the (paid) result on screen.
  const upscale = (image: string) =>
    upscaling.mutate(image, {
      onSuccess: async ({ upscaledUrl }) => {
        onCreditsChanged();
        setProcessed({ url: upscaledUrl, mode: 'upscale' });
        try {
          await presignedDownload(upscaledUrl);
          notifySuccess('Downloaded', 'The upscaled image was downloaded.');
        } catch {
          notifyError('Download Failed', 'Image was upscaled but download failed');
        }
      },
      onError: (error) => notifyError('Upscaling Failed', errorMessage(error, 'Please try again.')),
    });

  const removeBackground = (image: string) =>
    removing.mutate(image, {
      onSuccess: ({ imageUrl }) => {
        onCreditsChanged();
        setProcessed({ url: imageUrl, mode: 'remove_bg' });
        notifySuccess('Background Removed', 'The background is now transparent.');
      },
      onError: (error) => {
        // A photo's cut-out job that failed was charged and refunded.
        onCreditsChanged();
        notifyError('Background Removal Failed', errorMessage(error, 'Please try again.'));
      },
    });

  const mirror = (image: string) =>
    mirroring.mutate(image, {
      onSuccess: ({ imageUrl }) => {
        setProcessed({ url: imageUrl, mode: 'mirror' });
        notifySuccess('Design Mirrored', 'The design is flipped left to right.');
      },
      onError: (error) => notifyError('Mirroring Failed', errorMessage(error, 'Please try again.')),
    });

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1} size="h2">
          Photo Editor
        </Title>
        <Badge variant="light" aria-label="Photo editor credits">
          {credits} credits
        </Badge>
      </Group>
      <ImageFileField
        pick={pick}
        label={source ? 'Replace image' : 'Upload an image'}
        description="PNG, JPG or WebP up to 10MB"
        placeholder="Choose an image"
        disabled={busy !== null}
      />
      {busy && (
        <Group gap="xs" role="status">
          <Loader size="sm" />
          <Text size="sm">{BUSY_TEXT[busy]}</Text>
        </Group>
      )}
      {source && (
        <Card withBorder>
          <Stack>
            <Text fw={600}>Original</Text>
            <Image src={source} alt="Original" fit="contain" mah={320} />
            <Group>
              <Button
                leftSection={<IconMaximize size={16} />}
                onClick={() => upscale(source)}
                loading={busy === 'upscale'}
                disabled={busy !== null || credits < UPSCALE_COST}
              >
                {`Upscale (${UPSCALE_COST} credits)`}
              </Button>
              <Button
                variant="light"
                leftSection={<IconEraser size={16} />}
                onClick={() => removeBackground(source)}
                loading={busy === 'remove_bg'}
                disabled={busy !== null || credits < REMOVE_BG_COST}
              >
                {`Remove Background (${REMOVE_BG_COST} credit)`}
              </Button>
              <Button
                variant="light"
                leftSection={<IconFlipHorizontal size={16} />}
                onClick={() => mirror(source)}
                loading={busy === 'mirror'}
                disabled={busy !== null}
              >
                Mirror Design (free)
              </Button>
            </Group>
            <ToolCreditNotes credits={credits} />
          </Stack>
        </Card>
      )}
      {processed && (
        <Card withBorder aria-label="Processed image">
          <Stack>
            <Group justify="space-between">
              <Text fw={600}>Result</Text>
              <Badge>{RESULT_LABEL[processed.mode]}</Badge>
            </Group>
            <ResultImage src={processed.url} alt="Processed" mah={320} />
            {processed.mode === 'upscale' && (
              <Text size="sm" c="dimmed">
                The upscaled image downloads automatically; download it again below if needed.
              </Text>
            )}
            <Group>
              <Button
                leftSection={<IconDownload size={16} />}
                onClick={() => void download(processed.url)}
              >
                Download Result
              </Button>
            </Group>
          </Stack>
        </Card>
      )}
    </Stack>
  );
}
