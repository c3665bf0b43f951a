import {
  Badge,
  Button,
  Card,
  FileInput,
  Group,
  Image,
  Modal,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { imageFileProblem, MODERATION_PREFIX } from '@inkforge/domain';
import { useState, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-error';
import { notifyError, notifySuccess } from '@/lib/notify';
import { presignedDownload } from '@/lib/presigned-download';
import {
  removeImageBackground,
  saveModifiedToGallery,
  upscaleStoredImage,
} from '../api/edit-tools';
import { modifyImage } from '../api/modify-image';

type Source = { file: File; preview: string } | { imageUrl: string };

interface Props {
  credits: number;
  onCreditsChanged: () => void;
  galleryPicker: (onPick: (imageUrl: string) => void) => ReactNode;
}

/** Spec tools §2 Modify Design. */
export function ModifyDesignScreen({ credits, onCreditsChanged, galleryPicker }: Props) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const initial = params.get('imageUrl');
  const [source, setSource] = useState<Source | null>(initial ? { imageUrl: initial } : null);
  const [prompt, setPrompt] = useState('');
  const [picking, setPicking] = useState(false);
  const [result, setResult] = useState<{ url: string; upscaled: boolean } | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  const takeFile = (file: File | null | undefined) => {
    if (!file) return;
    const problem = imageFileProblem(file);
    if (problem === 'invalid')
      return notifyError('Invalid file type', 'Please select an image file.');
    if (problem === 'too_large')
      return notifyError('File too large', 'Please select an image smaller than 10MB.');
    setSource({ file, preview: URL.createObjectURL(file) });
    setResult(null);
  };

  const run = async (name: string, work: () => Promise<void>) => {
    setBusy(name);
    try {
      await work();
    } finally {
      setBusy(null);
    }
  };

  const modify = () =>
    run('modify', async () => {
      if (!source || !prompt.trim()) {
        notifyError('Missing information', 'Please add an image and describe the change.');
        return;
      }
      if (credits < 10) {
        notifyError('Insufficient Credits', 'You need at least 10 credits to modify an image');
        return;
      }
      try {
        const input = 'file' in source ? { file: source.file } : { imageUrl: source.imageUrl };
        const { imageUrl } = await modifyImage(input, prompt);
        onCreditsChanged();
        setResult({ url: imageUrl, upscaled: false });
        notifySuccess('Image modified successfully', 'Your modified design is ready.');
      } catch (error) {
        const message = errorMessage(error, 'Please try again.');
        if (message.includes(MODERATION_PREFIX.trim())) {
          notifyError('Image Not Suitable', message.replace(MODERATION_PREFIX, ''));
        } else notifyError('Modification failed', message);
      }
    });

  const preview = source ? ('file' in source ? source.preview : source.imageUrl) : null;

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>Modify Design</Title>
        <Badge variant="light">{credits} credits</Badge>
      </Group>
      <Card
        withBorder
        onDragOver={(e) => e.preventDefault()}
        onDrop={(e) => {
          e.preventDefault();
          takeFile(e.dataTransfer.files[0]);
        }}
        aria-label="Drop an image here"
      >
        <Stack>
          {preview ? (
            <Image src={preview} alt="Design to modify" fit="contain" mah={320} />
          ) : (
            <Text c="dimmed">Drag and drop a design here, or choose one.</Text>
          )}
          <Group>
            <FileInput
              placeholder="Choose an image"
              accept="image/png,image/jpeg,image/webp"
              value={null}
              onChange={takeFile}
            />
            <Button variant="light" onClick={() => setPicking(true)}>
              Select from Gallery
            </Button>
          </Group>
        </Stack>
      </Card>
      <Textarea
        label="How should the design change?"
        value={prompt}
        onChange={(e) => setPrompt(e.currentTarget.value)}
        autosize
        minRows={3}
      />
      <Button onClick={() => void modify()} loading={busy === 'modify'}>
        Modify Design (10 credits)
      </Button>
      {result && (
        <Card withBorder aria-label="Modified design">
          <Stack>
            <Image src={result.url} alt="Modified design" fit="contain" mah={400} />
            <Group>
              <Button
                onClick={() =>
                  void presignedDownload(result.url).catch(() =>
                    notifyError('Download Failed', 'Unable to download the image'),
                  )
                }
              >
                Download
              </Button>
              <Button
                variant="light"
                loading={busy === 'upscale'}
                onClick={() =>
                  void run('upscale', async () => {
                    try {
                      const { upscaledUrl } = await upscaleStoredImage(result.url);
                      onCreditsChanged();
                      setResult({ url: upscaledUrl, upscaled: true });
                    } catch (error) {
                      notifyError('Upscaling Failed', errorMessage(error, 'Please try again.'));
                    }
                  })
                }
              >
                Upscaling (6)
              </Button>
              <Button
                variant="light"
                loading={busy === 'background'}
                onClick={() =>
                  void run('background', async () => {
                    try {
                      const { imageUrl } = await removeImageBackground(result.url);
                      onCreditsChanged();
                      setResult({ url: imageUrl, upscaled: result.upscaled });
                      notifySuccess('Background Removed', 'The background is now transparent.');
                    } catch (error) {
                      notifyError(
                        'Background Removal Failed',
                        errorMessage(error, 'Please try again.'),
                      );
                    }
                  })
                }
              >
                Remove BG (1)
              </Button>
              {!result.upscaled && (
                <Button
                  variant="light"
                  loading={busy === 'save'}
                  onClick={() =>
                    void run('save', async () => {
                      try {
                        await saveModifiedToGallery(result.url, prompt);
                        await queryClient.invalidateQueries({ queryKey: ['gallery'] });
                        notifySuccess('Saved to Gallery', 'The design is in your gallery.');
                      } catch (error) {
                        const message = errorMessage(error, 'Please try again.');
                        notifyError(
                          message.includes('Gallery limit reached')
                            ? 'Storage Limit Reached'
                            : 'Save Failed',
                          message,
                        );
                      }
                    })
                  }
                >
                  Save to Gallery
                </Button>
              )}
              <Button
                variant="light"
                onClick={() =>
                  void navigate(`${paths.stencils}?imageUrl=${encodeURIComponent(result.url)}`)
                }
              >
                Generate Stencil (1)
              </Button>
              <Button
                variant="subtle"
                color="gray"
                onClick={() => {
                  setSource(null);
                  setResult(null);
                  setPrompt('');
                }}
              >
                Reset
              </Button>
            </Group>
          </Stack>
        </Card>
      )}
      <Modal
        opened={picking}
        onClose={() => setPicking(false)}
        title="Select from Gallery"
        size="xl"
      >
        {picking &&
          galleryPicker((imageUrl) => {
            setSource({ imageUrl });
            setResult(null);
            setPicking(false);
          })}
      </Modal>
    </Stack>
  );
}
