import { Badge, Button, Card, Group, Image, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { galleryKeys } from '@/lib/query-keys';
import { errorMessage } from '@/lib/api-error';
import { notifyError, notifySuccess } from '@/lib/notify';
import { StencilPrintDialog } from '@/components/stencil-print-dialog';
import { notifySaveError } from '@/lib/notify-save-error';
import { presignedDownload } from '@/lib/presigned-download';
import {
  removeStencilBackground,
  saveStencilToGallery,
  upscaleStencil,
} from '../api/stencil-result-tools';

export type ResultLabel = 'Stencil' | 'Upscaled' | 'Background Removed' | 'Saved';

interface Props {
  imageUrl: string;
  label: ResultLabel;
  onResult: (imageUrl: string, label: ResultLabel) => void;
  onGenerateNew: () => void;
  onReset: () => void;
  onCreditsChanged: () => void;
}

/** Download, Generate New, Save to Gallery, Upscale HD, Remove BG, Reset (spec tools §2). */
export function StencilResultCard(props: Props) {
  const { imageUrl, label, onResult, onCreditsChanged } = props;
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<'download' | 'save' | 'upscale' | 'background' | null>(null);
  const [printing, setPrinting] = useState(false);

  const run = async (name: NonNullable<typeof busy>, work: () => Promise<void>) => {
    setBusy(name);
    try {
      await work();
    } finally {
      setBusy(null);
    }
  };

  const download = () =>
    run('download', async () => {
      try {
        await presignedDownload(imageUrl);
        notifySuccess('Downloaded', 'Your stencil was downloaded.');
      } catch {
        notifyError('Download Failed', 'Unable to download the image');
      }
    });

  const save = () =>
    run('save', async () => {
      try {
        const saved = await saveStencilToGallery(imageUrl);
        await queryClient.invalidateQueries({ queryKey: galleryKeys.all });
        onResult(saved.imageUrl, 'Saved');
        notifySuccess('Saved to Gallery', 'Your stencil is in the gallery.');
      } catch (error) {
        notifySaveError(error);
      }
    });

  const upscale = () =>
    run('upscale', async () => {
      let upscaled: string;
      try {
        upscaled = (await upscaleStencil(imageUrl)).upscaledUrl;
        onCreditsChanged();
        onResult(upscaled, 'Upscaled');
      } catch (error) {
        notifyError('Upscale Failed', errorMessage(error, 'Please try again.'));
        return;
      }
      try {
        await presignedDownload(upscaled);
        notifySuccess('Stencil Upscaled & Downloaded', 'The HD stencil was downloaded.');
      } catch {
        notifyError('Download Failed', 'Image was upscaled but download failed');
      }
    });

  const removeBackground = () =>
    run('background', async () => {
      try {
        const result = await removeStencilBackground(imageUrl);
        onCreditsChanged();
        onResult(result.imageUrl, 'Background Removed');
        notifySuccess('Background Removed', 'The paper is now transparent.');
      } catch (error) {
        notifyError('Background Removal Failed', errorMessage(error, 'Please try again.'));
      }
    });

  return (
    <Card withBorder aria-label="Stencil result">
      <Stack>
        <Group justify="space-between">
          <Text fw={600}>Result</Text>
          <Badge>{label}</Badge>
        </Group>
        <Image src={imageUrl} alt="Stencil result" fit="contain" mah={480} />
        <Group>
          <Button onClick={download} loading={busy === 'download'}>
            Download
          </Button>
          <Button variant="light" onClick={() => setPrinting(true)}>
            Print at size (PDF/SVG)
          </Button>
          <Button variant="light" onClick={props.onGenerateNew} disabled={busy !== null}>
            Generate New
          </Button>
          <Button
            variant="light"
            onClick={save}
            loading={busy === 'save'}
            disabled={label === 'Saved'}
          >
            Save to Gallery
          </Button>
          <Button variant="light" onClick={upscale} loading={busy === 'upscale'}>
            Upscale HD (6)
          </Button>
          <Button variant="light" onClick={removeBackground} loading={busy === 'background'}>
            Remove BG (1)
          </Button>
          <Button variant="subtle" color="gray" onClick={props.onReset} disabled={busy !== null}>
            Reset
          </Button>
        </Group>
      </Stack>
      <StencilPrintDialog
        opened={printing}
        onClose={() => setPrinting(false)}
        imageUrl={imageUrl}
        name="Stencil"
      />
    </Card>
  );
}
