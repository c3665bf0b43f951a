import { Badge, Button, Card, Group, Image, Loader, Stack, Text } from '@mantine/core';
import { IMAGE_TOOLS, toolsOn, type OfferedToolId } from '@inkforge/domain';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { ImageFileField } from '@/components/image-file-field';
import { ImageToolButtons, useImageTools } from '@/components/image-tool-buttons';
import { ResultImage } from '@/components/result-image';
import { errorMessage } from '@/lib/api-error';
import { notifyError } from '@/lib/notify';
import { presignedDownload } from '@/lib/presigned-download';
import { useImageFilePick } from '@/lib/use-image-file-pick';
import { useUploadPhoto } from '../api/upload-photo';
import { ToolCreditNotes } from './tool-credit-notes';
import { PageHeader } from '@/components/page-header';

/** The editor's tools, in the table's order (domain IMAGE_TOOLS: price, words, route). */
const TOOLS = toolsOn('photo-editor');

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
  const [processed, setProcessed] = useState<{ url: string; tool: OfferedToolId } | null>(null);
  const uploading = useUploadPhoto();
  const tools = useImageTools({
    onCreditsChanged,
    onResult: (url, tool) => setProcessed({ url, tool }),
  });
  const busyText = uploading.isPending
    ? 'Uploading your image…'
    : tools.runningTool && IMAGE_TOOLS[tools.runningTool].busy;
  const busy = uploading.isPending || tools.isPending;

  const pick = useImageFilePick((file) =>
    uploading.mutate(file, {
      onSuccess: ({ imageUrl }) => {
        setSource(imageUrl);
        setProcessed(null);
      },
      onError: (error) => notifyError('Upload Failed', errorMessage(error, 'Please try again.')),
    }),
  );

  return (
    <Stack>
      <PageHeader
        title="Photo Editor"
        actions={
          <Badge variant="light" aria-label="Photo editor credits">
            {credits} credits
          </Badge>
        }
      />
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
              <ImageToolButtons
                screen="photo-editor"
                tools={tools}
                imageUrl={source}
                credits={credits}
                disabled={uploading.isPending}
                firstVariant="filled"
              />
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
