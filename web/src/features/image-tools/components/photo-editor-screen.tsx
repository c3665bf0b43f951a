import { Badge, Button, Card, Group, Image, Loader, Stack, Text, Title } from '@mantine/core';
import { CREDIT_COSTS } from '@inkforge/domain';
import { IconDownload, IconEraser, IconMaximize } from '@tabler/icons-react';
import { useState } from 'react';
import { ImageFileField } from '@/components/image-file-field';
import { ResultImage } from '@/components/result-image';
import { errorMessage } from '@/lib/api-error';
import { notifyError, notifySuccess } from '@/lib/notify';
import { presignedDownload } from '@/lib/presigned-download';
import { useImageFilePick } from '@/lib/use-image-file-pick';
import { removeImageBackground, upscaleStoredImage } from '../api/edit-tools';
import { uploadPhoto } from '../api/upload-photo';

const UPSCALE_COST = CREDIT_COSTS.upscale;
const REMOVE_BG_COST = CREDIT_COSTS.remove_background;

type Busy = 'upload' | 'upscale' | 'remove_bg';

const BUSY_TEXT: Record<Busy, string> = {
  upload: 'Uploading your image…',
  upscale: 'Upscaling your image, this can take a few seconds…',
  remove_bg: 'Removing the background…',
};

interface Props {
  credits: number;
  onCreditsChanged: () => void;
}

const download = (url: string) =>
  presignedDownload(url).catch(() =>
    notifyError('Download Failed', 'Unable to download the image'),
  );

/** Spec tools §2 Photo Editor: upload, Upscale Image (6), Remove Background (1). */
export function PhotoEditorScreen({ credits, onCreditsChanged }: Props) {
  const [source, setSource] = useState<string | null>(null);
  const [processed, setProcessed] = useState<{ url: string; mode: 'upscale' | 'remove_bg' } | null>(
    null,
  );
  const [busy, setBusy] = useState<Busy | null>(null);

  const choose = async (file: File) => {
    setBusy('upload');
    try {
      setSource((await uploadPhoto(file)).imageUrl);
      setProcessed(null);
    } catch (error) {
      notifyError('Upload Failed', errorMessage(error, 'Please try again.'));
    } finally {
      setBusy(null);
    }
  };
  const pick = useImageFilePick((file) => void choose(file));

  const upscale = async (image: string) => {
    setBusy('upscale');
    try {
      const { upscaledUrl } = await upscaleStoredImage(image);
      onCreditsChanged();
      setProcessed({ url: upscaledUrl, mode: 'upscale' });
      try {
        await presignedDownload(upscaledUrl);
        notifySuccess('Downloaded', 'The upscaled image was downloaded.');
      } catch {
        notifyError('Download Failed', 'Image was upscaled but download failed');
      }
    } catch (error) {
      notifyError('Upscaling Failed', errorMessage(error, 'Please try again.'));
    } finally {
      setBusy(null);
    }
  };

  const removeBackground = async (image: string) => {
    setBusy('remove_bg');
    try {
      const { imageUrl } = await removeImageBackground(image);
      onCreditsChanged();
      setProcessed({ url: imageUrl, mode: 'remove_bg' });
      notifySuccess('Background Removed', 'The background is now transparent.');
    } catch (error) {
      notifyError('Background Removal Failed', errorMessage(error, 'Please try again.'));
    } finally {
      setBusy(null);
    }
  };

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
                onClick={() => void upscale(source)}
                loading={busy === 'upscale'}
                disabled={busy !== null || credits < UPSCALE_COST}
              >
                {`Upscale Image (${UPSCALE_COST} credits)`}
              </Button>
              <Button
                variant="light"
                leftSection={<IconEraser size={16} />}
                onClick={() => void removeBackground(source)}
                loading={busy === 'remove_bg'}
                disabled={busy !== null || credits < REMOVE_BG_COST}
              >
                {`Remove Background (${REMOVE_BG_COST} credit)`}
              </Button>
            </Group>
            {credits < UPSCALE_COST && (
              <Text size="sm" c="red">
                {`You need ${UPSCALE_COST} credits for upscaling.`}
              </Text>
            )}
            {credits < REMOVE_BG_COST && (
              <Text size="sm" c="red">
                {`You need ${REMOVE_BG_COST} credit for background removal.`}
              </Text>
            )}
          </Stack>
        </Card>
      )}
      {processed && (
        <Card withBorder aria-label="Processed image">
          <Stack>
            <Group justify="space-between">
              <Text fw={600}>Result</Text>
              <Badge>{processed.mode === 'upscale' ? 'Upscaled' : 'Background Removed'}</Badge>
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
