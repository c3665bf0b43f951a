import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { CREDIT_COSTS } from '@inkforge/domain';
import { useRemoveBackground, useSaveToGallery, useUpscaleImage } from '@/lib/api/image-tools';
import { errorMessage } from '@/lib/api-error';
import { notifyError, notifySuccess } from '@/lib/notify';
import { HealedLookDialog, StencilPrintDialog } from '@/components/lazy-stencil-dialogs';
import { notifySaveError } from '@/lib/notify-save-error';
import { presignedDownload } from '@/lib/presigned-download';
import { TransferCheck } from './transfer-check';

export type ResultLabel = 'Stencil' | 'Upscaled' | 'Background Removed' | 'Saved' | 'Fixed';

interface Props {
  imageUrl: string;
  label: ResultLabel;
  onResult: (imageUrl: string, label: ResultLabel) => void;
  onGenerateNew: () => void;
  onReset: () => void;
  onCreditsChanged: () => void;
}

/** Download, Generate New, Save to Gallery, Upscale, Remove BG, Reset. */
export function StencilResultCard(props: Props) {
  const { imageUrl, label, onResult, onCreditsChanged } = props;
  const [printing, setPrinting] = useState(false);
  const [ageing, setAgeing] = useState(false);
  // The tattoo's width on skin: the transfer check's, and where printing and the healed look start.
  const [size, setSize] = useState<number | string>(10);
  const downloading = useMutation({ mutationFn: presignedDownload });
  const saving = useSaveToGallery();
  const upscaling = useUpscaleImage();
  const removing = useRemoveBackground();
  const busy =
    downloading.isPending || saving.isPending || upscaling.isPending || removing.isPending;

  const download = () =>
    downloading.mutate(imageUrl, {
      onSuccess: () => notifySuccess('Downloaded', 'Your stencil was downloaded.'),
      onError: () => notifyError('Download Failed', 'Unable to download the image'),
    });

  const save = () =>
    saving.mutate(
      { imageUrl, type: 'stencil', title: 'Stencil' },
      {
        onSuccess: (saved) => {
          onResult(saved.imageUrl, 'Saved');
          notifySuccess('Saved to Gallery', 'Your stencil is in the gallery.');
        },
        onError: notifySaveError,
      },
    );

  // The HD stencil is downloaded at once; a failed download keeps the (paid) upscale on screen.
  const upscale = () =>
    upscaling.mutate(imageUrl, {
      onSuccess: ({ upscaledUrl }) => {
        onCreditsChanged();
        onResult(upscaledUrl, 'Upscaled');
        downloading.mutate(upscaledUrl, {
          onSuccess: () =>
            notifySuccess('Stencil Upscaled & Downloaded', 'The HD stencil was downloaded.'),
          onError: () => notifyError('Download Failed', 'Image was upscaled but download failed'),
        });
      },
      onError: (error) => notifyError('Upscale Failed', errorMessage(error, 'Please try again.')),
    });

  const removeBackground = () =>
    removing.mutate(imageUrl, {
      onSuccess: (result) => {
        onCreditsChanged();
        onResult(result.imageUrl, 'Background Removed');
        notifySuccess('Background Removed', 'The paper is now transparent.');
      },
      onError: (error) =>
        notifyError('Background Removal Failed', errorMessage(error, 'Please try again.')),
    });

  return (
    <Card withBorder aria-label="Stencil result">
      <Stack>
        <Group justify="space-between">
          <Text fw={600}>Result</Text>
          <Badge>{label}</Badge>
        </Group>
        <TransferCheck
          imageUrl={imageUrl}
          size={size}
          onSizeChange={setSize}
          onFixed={(fixed) => onResult(fixed, 'Fixed')}
        />
        <Group>
          <Button onClick={download} loading={downloading.isPending}>
            Download
          </Button>
          <Button variant="light" onClick={() => setPrinting(true)}>
            Print at size (PDF/SVG)
          </Button>
          <Button variant="light" onClick={() => setAgeing(true)}>
            Healed look
          </Button>
          <Button variant="light" onClick={props.onGenerateNew} disabled={busy}>
            Generate New
          </Button>
          <Button
            variant="light"
            onClick={save}
            loading={saving.isPending}
            disabled={label === 'Saved'}
          >
            Save to Gallery
          </Button>
          <Button variant="light" onClick={upscale} loading={upscaling.isPending}>
            {`Upscale (${CREDIT_COSTS.upscale} credits)`}
          </Button>
          <Button variant="light" onClick={removeBackground} loading={removing.isPending}>
            {`Remove BG (${CREDIT_COSTS.remove_background})`}
          </Button>
          <Button variant="subtle" color="gray" onClick={props.onReset} disabled={busy}>
            Reset
          </Button>
        </Group>
      </Stack>
      <StencilPrintDialog
        opened={printing}
        onClose={() => setPrinting(false)}
        imageUrl={imageUrl}
        name="Stencil"
        initialSize={Number(size) || undefined}
      />
      <HealedLookDialog
        opened={ageing}
        onClose={() => setAgeing(false)}
        imageUrl={imageUrl}
        initialSize={Number(size) || undefined}
      />
    </Card>
  );
}
