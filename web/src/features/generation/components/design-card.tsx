import { Badge, Button, Card, Group, Image, Stack, Text } from '@mantine/core';
import {
  IconDownload,
  IconEraser,
  IconMaximize,
  IconDeviceFloppy,
  IconBrush,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-error';
import { notifyError, notifySuccess } from '@/lib/notify';
import { notifySaveError } from '@/lib/notify-save-error';
import { removeBackground, saveToGallery, upscaleImage } from '../api/image-tools';
import { downloadImage } from '@/lib/save-file';

type Label = 'Upscaled' | 'Stencil' | 'Background Removed' | 'Saved';

interface Props {
  imageUrl: string;
  prompt: string;
  generationType: string;
  onImage: (url: string) => void;
}

/** The generated design and what can be done with it (spec tools §2). */
export function DesignCard({ imageUrl, prompt, generationType, onImage }: Props) {
  const navigate = useNavigate();
  const [label, setLabel] = useState<Label | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  const run = async (name: string, work: () => Promise<void>) => {
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
        await downloadImage(imageUrl);
        notifySuccess('Downloaded', 'Your design was saved to your downloads.');
      } catch {
        notifyError('Download Failed', 'Unable to download the image');
      }
    });

  const tool = (
    name: string,
    fail: string | ((error: unknown) => void),
    call: () => Promise<string | undefined>,
    next: Label,
  ) =>
    run(name, async () => {
      try {
        const url = await call();
        if (url) onImage(url);
        setLabel(next);
      } catch (error) {
        if (typeof fail === 'function') fail(error);
        else notifyError(fail, errorMessage(error, 'Please try again.'));
      }
    });

  return (
    <Card withBorder radius="md" padding="md" aria-label="Generated design">
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
            loading={busy === 'download'}
          >
            Download Design
          </Button>
          {label !== 'Upscaled' && label !== 'Saved' && (
            <Button
              variant="default"
              leftSection={<IconDeviceFloppy size={16} />}
              loading={busy === 'save'}
              onClick={() =>
                tool(
                  'save',
                  notifySaveError,
                  async () => {
                    await saveToGallery({ imageUrl, generationType, prompt });
                    notifySuccess('Saved to Gallery', 'The design is in your gallery.');
                    return undefined;
                  },
                  'Saved',
                )
              }
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
            loading={busy === 'bg'}
            onClick={() =>
              tool(
                'bg',
                'Background Removal Failed',
                async () => (await removeBackground(imageUrl)).imageUrl,
                'Background Removed',
              )
            }
          >
            Remove BG
          </Button>
          <Button
            variant="default"
            leftSection={<IconMaximize size={16} />}
            loading={busy === 'upscale'}
            onClick={() =>
              tool(
                'upscale',
                'Upscaling Failed',
                async () => {
                  const answer = await upscaleImage(imageUrl);
                  return answer.upscaledUrl ?? answer.imageUrl;
                },
                'Upscaled',
              )
            }
          >
            Upscale
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
