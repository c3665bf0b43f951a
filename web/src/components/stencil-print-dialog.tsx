import { useMutation } from '@tanstack/react-query';
import {
  Button,
  Checkbox,
  Group,
  Modal,
  NumberInput,
  SegmentedControl,
  Stack,
  Text,
} from '@mantine/core';
import type { StencilPrintRequest } from '@inkforge/domain';
import { useEffect, useState } from 'react';
import { apiFile } from '@/lib/api-client';
import { checkableSize, useTransferCheck, type TransferSize } from '@/lib/api/stencil-transfer';
import { notifyError, notifySuccess } from '@/lib/notify';
import { saveBlobAs, timestampedName } from '@/lib/save-file';

interface Props {
  opened: boolean;
  onClose: () => void;
  /** The stored stencil image. */
  imageUrl: string;
  /** Printed in the page margin. */
  name: string;
  /** The width set elsewhere (the transfer check's): the size starts there when opened. */
  initialSize?: number;
}

/** The transfer check's verdict at the size entered, as the PDF's footer will state it. */
function TransferLine({ imageUrl, at }: { imageUrl: string; at: TransferSize }) {
  const check = useTransferCheck(imageUrl, at);
  const text = check.data
    ? check.data.summary
    : check.isError
      ? 'Transfer check: could not run; the PDF is unaffected.'
      : checkableSize(at)
        ? 'Transfer check: checking…'
        : 'Transfer check: enter a size to check the stencil.';
  return (
    <Text size="sm" fw={600} role="status" c={check.data?.passed === false ? 'red.9' : undefined}>
      {text}
    </Text>
  );
}

/**
 * Print at true size (free): the tattoo's size on skin gives a PDF at exactly that scale,
 * mirrored for thermal transfer when asked, tiled across pages when larger than the paper;
 * or a vector SVG of the stencil.
 */
export function StencilPrintDialog({ opened, onClose, imageUrl, name, initialSize }: Props) {
  const [size, setSize] = useState<number | string>(initialSize ?? 10);
  useEffect(() => {
    if (opened && initialSize) setSize(initialSize);
  }, [opened, initialSize]);
  const [unit, setUnit] = useState<StencilPrintRequest['unit']>('cm');
  const [dimension, setDimension] = useState<StencilPrintRequest['dimension']>('width');
  const [paper, setPaper] = useState<StencilPrintRequest['paper']>('a4');
  const [mirror, setMirror] = useState(false);
  const [lineWarning, setLineWarning] = useState(true);
  const downloading = useMutation({
    mutationFn: async (kind: 'pdf' | 'svg') => {
      const blob =
        kind === 'pdf'
          ? await apiFile('/api/stencil/print', {
              imageUrl,
              size: Number(size),
              unit,
              dimension,
              paper,
              mirror,
              lineWarning,
              name,
            })
          : await apiFile('/api/stencil/svg', { imageUrl, mirror });
      saveBlobAs(blob, timestampedName('stencil', new Date(), kind));
    },
    onSuccess: (_done, kind) =>
      notifySuccess(
        'Downloaded',
        kind === 'pdf'
          ? 'Your print-ready PDF was downloaded.'
          : 'Your SVG stencil was downloaded.',
      ),
    onError: () => notifyError('Download Failed', 'Unable to download the stencil'),
  });
  const busy = downloading.isPending ? downloading.variables : null;
  const download = (kind: 'pdf' | 'svg') => downloading.mutate(kind);

  const validSize = Number(size) > 0;
  return (
    <Modal opened={opened} onClose={onClose} title="Print at true size">
      <Stack>
        <Text size="sm">
          Enter the tattoo’s size on skin. The PDF prints at exactly that scale (print at 100 %, no
          fit-to-page); a 1 cm bar on each page lets you check.
        </Text>
        <Group align="flex-end" grow>
          <NumberInput
            label="Tattoo size"
            min={unit === 'cm' ? 1 : 0.4}
            max={unit === 'cm' ? 200 : 78}
            step={0.5}
            decimalScale={1}
            value={size}
            onChange={setSize}
          />
          <SegmentedControl
            aria-label="Unit"
            data={[
              { value: 'cm', label: 'cm' },
              { value: 'in', label: 'in' },
            ]}
            value={unit}
            onChange={(v) => setUnit(v === 'in' ? 'in' : 'cm')}
          />
        </Group>
        <SegmentedControl
          aria-label="Size applies to"
          data={[
            { value: 'width', label: 'Width' },
            { value: 'height', label: 'Height' },
          ]}
          value={dimension}
          onChange={(v) => setDimension(v === 'height' ? 'height' : 'width')}
        />
        <SegmentedControl
          aria-label="Paper"
          data={[
            { value: 'a4', label: 'A4' },
            { value: 'letter', label: 'Letter' },
          ]}
          value={paper}
          onChange={(v) => setPaper(v === 'letter' ? 'letter' : 'a4')}
        />
        <Checkbox
          label="Mirror (thermal transfer: lettering reads correctly on skin)"
          checked={mirror}
          onChange={(e) => setMirror(e.currentTarget.checked)}
        />
        <Checkbox
          label="Warn when lines are too thin for a needle at this size"
          checked={lineWarning}
          onChange={(e) => setLineWarning(e.currentTarget.checked)}
        />
        {opened && (
          <TransferLine imageUrl={imageUrl} at={{ size: Number(size), unit, dimension }} />
        )}
        <Group justify="flex-end">
          <Button
            variant="light"
            onClick={() => download('svg')}
            loading={busy === 'svg'}
            disabled={busy !== null}
          >
            Download SVG
          </Button>
          <Button
            onClick={() => download('pdf')}
            loading={busy === 'pdf'}
            disabled={busy !== null || !validSize}
          >
            Download PDF
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
