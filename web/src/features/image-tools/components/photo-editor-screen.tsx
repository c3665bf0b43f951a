import { Badge, Button, Card, FileInput, Group, Image, Stack, Text, Title } from '@mantine/core';
import { imageFileProblem } from '@inkforge/domain';
import { useState } from 'react';
import { errorMessage } from '@/lib/api-error';
import { notifyError, notifySuccess } from '@/lib/notify';
import { presignedDownload } from '@/lib/presigned-download';
import { removeImageBackground, upscaleStoredImage } from '../api/edit-tools';
import { uploadPhoto } from '../api/upload-photo';

interface Props {
  credits: number;
  onCreditsChanged: () => void;
}

/** Spec tools §2 Photo Editor: upload, Upscale Image (6), Remove Background (1). */
export function PhotoEditorScreen({ credits, onCreditsChanged }: Props) {
  const [source, setSource] = useState<string | null>(null);
  const [processed, setProcessed] = useState<{ url: string; mode: 'upscale' | 'remove_bg' } | null>(
    null,
  );
  const [busy, setBusy] = useState<'upload' | 'upscale' | 'remove_bg' | null>(null);

  const choose = async (file: File | null) => {
    if (!file) return;
    const problem = imageFileProblem(file);
    if (problem === 'invalid') return notifyError('Invalid File', 'Please select an image file.');
    if (problem === 'too_large') {
      return notifyError('File Too Large', 'Please select an image smaller than 10MB.');
    }
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

  const upscale = async () => {
    if (!source) return;
    if (credits < 6)
      return notifyError('Insufficient Credits', 'You need 6 credits for upscaling.');
    setBusy('upscale');
    try {
      const { upscaledUrl } = await upscaleStoredImage(source);
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

  const removeBackground = async () => {
    if (!source) return;
    if (credits < 1)
      return notifyError('Insufficient Credits', 'You need 1 credit for background removal.');
    setBusy('remove_bg');
    try {
      const { imageUrl } = await removeImageBackground(source);
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
        <Title order={2}>Photo Editor</Title>
        <Badge variant="light">{credits} credits</Badge>
      </Group>
      <FileInput
        label={source ? 'Replace image' : 'Upload an image'}
        description="PNG, JPG or WebP up to 10MB"
        accept="image/png,image/jpeg,image/webp"
        value={null}
        onChange={(f) => void choose(f)}
        disabled={busy !== null}
      />
      {source && (
        <Card withBorder>
          <Stack>
            <Image src={source} alt="Original" fit="contain" mah={320} />
            <Group>
              <Button onClick={() => void upscale()} loading={busy === 'upscale'}>
                Upscale Image (6 credits)
              </Button>
              <Button
                variant="light"
                onClick={() => void removeBackground()}
                loading={busy === 'remove_bg'}
              >
                Remove Background (1 credit)
              </Button>
            </Group>
          </Stack>
        </Card>
      )}
      {processed && (
        <Card withBorder aria-label="Processed image">
          <Stack>
            <Text fw={600}>{processed.mode === 'upscale' ? 'Upscaled' : 'Background removed'}</Text>
            <Image src={processed.url} alt="Processed" fit="contain" mah={320} />
            {processed.mode === 'remove_bg' && (
              <Button
                onClick={() =>
                  void presignedDownload(processed.url).catch(() =>
                    notifyError('Download Failed', 'Unable to download the image'),
                  )
                }
              >
                Download Result
              </Button>
            )}
          </Stack>
        </Card>
      )}
    </Stack>
  );
}
