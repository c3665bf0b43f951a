import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { IMAGE_TOOLS } from '@inkforge/domain';
import { ImageToolButtons, useImageTools } from '@/components/image-tool-buttons';
import { useSaveToGallery } from '@/lib/api/image-tools';
import { notifyError, notifySuccess } from '@/lib/notify';
import { HealedLookDialog, StencilPrintDialog } from '@/components/lazy-stencil-dialogs';
import { notifySaveError } from '@/lib/notify-save-error';
import { presignedDownload } from '@/lib/presigned-download';
import { TransferCheck } from './transfer-check';

/** What the result is: the stencil, saved, fixed by the transfer check, or a tool's result word. */
export type ResultLabel = string;

interface Props {
  imageUrl: string;
  label: ResultLabel;
  onResult: (imageUrl: string, label: ResultLabel) => void;
  onGenerateNew: () => void;
  onReset: () => void;
  onCreditsChanged: () => void;
}

/** Download, print, healed look, Generate New, Save to Gallery, the table's tools, Reset. */
export function StencilResultCard(props: Props) {
  const { imageUrl, label, onResult, onCreditsChanged } = props;
  const [printing, setPrinting] = useState(false);
  const [ageing, setAgeing] = useState(false);
  // The tattoo's width on skin: the transfer check's, and where printing and the healed look start.
  const [size, setSize] = useState<number | string>(10);
  const downloading = useMutation({ mutationFn: presignedDownload });
  const saving = useSaveToGallery();
  const tools = useImageTools({
    onCreditsChanged,
    onResult: (url, tool) => onResult(url, IMAGE_TOOLS[tool].result),
  });
  const busy = downloading.isPending || saving.isPending || tools.isPending;

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
          <ImageToolButtons screen="stencil-result" tools={tools} imageUrl={imageUrl} />
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
