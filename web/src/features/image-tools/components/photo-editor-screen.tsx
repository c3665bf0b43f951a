import { Badge, Button, Card, Group, Image, Loader, Stack, Text, Title } from '@mantine/core';
import { IMAGE_TOOLS, priceText, toolsOn, type PhotoEditorToolId } from '@inkforge/domain';
import {
  IconAdjustments,
  IconDownload,
  IconEraser,
  IconFlipHorizontal,
  IconMaximize,
  type Icon,
} from '@tabler/icons-react';
import { useState } from 'react';
import { ImageFileField } from '@/components/image-file-field';
import { ResultImage } from '@/components/result-image';
import { errorMessage } from '@/lib/api-error';
import { notifyError, notifySuccess } from '@/lib/notify';
import { presignedDownload } from '@/lib/presigned-download';
import { useImageFilePick } from '@/lib/use-image-file-pick';
import { usePhotoTool } from '@/lib/api/image-tools';
import { useUploadPhoto } from '../api/upload-photo';
import { ToolCreditNotes } from './tool-credit-notes';

/** The editor's tools, in the table's order (domain IMAGE_TOOLS: price, words, route). */
const TOOLS = toolsOn('photo-editor') as PhotoEditorToolId[];

/** A tool without an icon of its own gets the general one. */
const ICONS: Partial<Record<PhotoEditorToolId, Icon>> = {
  upscale: IconMaximize,
  remove_background: IconEraser,
  mirror: IconFlipHorizontal,
};

interface Props {
  credits: number;
  onCreditsChanged: () => void;
}

const download = (url: string) =>
  presignedDownload(url).catch(() =>
    notifyError('Download Failed', 'Unable to download the image'),
  );

/** Upload, then any photo tool of the table: paid ones by their price, free ones free. */
export function PhotoEditorScreen({ credits, onCreditsChanged }: Props) {
  const [source, setSource] = useState<string | null>(null);
  const [processed, setProcessed] = useState<{ url: string; tool: PhotoEditorToolId } | null>(null);
  const uploading = useUploadPhoto();
  const running = usePhotoTool();
  const runningTool = running.isPending ? running.variables.tool : null;
  const busyText = uploading.isPending
    ? 'Uploading your image…'
    : runningTool && IMAGE_TOOLS[runningTool].busy;
  const busy = uploading.isPending || running.isPending;

  const pick = useImageFilePick((file) =>
    uploading.mutate(file, {
      onSuccess: ({ imageUrl }) => {
        setSource(imageUrl);
        setProcessed(null);
      },
      onError: (error) => notifyError('Upload Failed', errorMessage(error, 'Please try again.')),
    }),
  );

  const run = (tool: PhotoEditorToolId, image: string) => {
    const row = IMAGE_TOOLS[tool];
    running.mutate(
      { tool, imageUrl: image },
      {
        onSuccess: async ({ imageUrl }) => {
          if (row.price > 0) onCreditsChanged();
          setProcessed({ url: imageUrl, tool });
          if (!('downloadsAtOnce' in row)) return notifySuccess(row.doneTitle, row.done);
          // Downloaded at once; a failed download keeps the (paid) result on screen.
          try {
            await presignedDownload(imageUrl);
            notifySuccess(row.doneTitle, row.done);
          } catch {
            notifyError('Download Failed', `The image is ready but its download failed.`);
          }
        },
        onError: (error) => {
          // A paid tool that failed was charged and refunded: the balance is read again.
          if (row.price > 0) onCreditsChanged();
          notifyError(row.failed, errorMessage(error, 'Please try again.'));
        },
      },
    );
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
        disabled={busy}
      />
      {busyText && (
        <Group gap="xs" role="status">
          <Loader size="sm" />
          <Text size="sm">{busyText}</Text>
        </Group>
      )}
      {source && (
        <Card withBorder>
          <Stack>
            <Text fw={600}>Original</Text>
            <Image src={source} alt="Original" fit="contain" mah={320} />
            <Group>
              {TOOLS.map((tool, index) => {
                const row = IMAGE_TOOLS[tool];
                const ToolIcon = ICONS[tool] ?? IconAdjustments;
                return (
                  <Button
                    key={tool}
                    variant={index === 0 ? 'filled' : 'light'}
                    leftSection={<ToolIcon size={16} />}
                    onClick={() => run(tool, source)}
                    loading={runningTool === tool}
                    disabled={busy || credits < row.price}
                  >
                    {`${row.name} (${priceText(row.price)})`}
                  </Button>
                );
              })}
            </Group>
            <ToolCreditNotes credits={credits} tools={TOOLS} />
          </Stack>
        </Card>
      )}
      {processed && (
        <Card withBorder aria-label="Processed image">
          <Stack>
            <Group justify="space-between">
              <Text fw={600}>Result</Text>
              <Badge>{IMAGE_TOOLS[processed.tool].result}</Badge>
            </Group>
            <ResultImage src={processed.url} alt="Processed" mah={320} />
            {'downloadsAtOnce' in IMAGE_TOOLS[processed.tool] && (
              <Text size="sm" c="dimmed">
                This result downloads automatically; download it again below if needed.
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
