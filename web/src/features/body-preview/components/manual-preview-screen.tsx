import {
  Button,
  Card,
  Checkbox,
  FileInput,
  Grid,
  Group,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { imageFileProblem } from '@inkforge/domain';
import { useRef, useState, type ReactNode } from 'react';
import { errorMessage } from '@/lib/api-error';
import { notifyError, notifyInfo, notifySuccess } from '@/lib/notify';
import { saveBlobAs, timestampedName } from '@/lib/save-file';
import { uploadPreview } from '../api/upload-preview';
import { DEFAULT_CONTROLS, type PreviewControls } from '../manual-preview';
import { ConsentDialog, PREVIEW_CONSENT_TEXT } from './consent-dialog';
import { PreviewCanvas } from './preview-canvas';
import { PreviewControlsPanel } from './preview-controls';

interface Props {
  /** The gallery grid, composed in by the route: calls back with the picked tattoo's URL. */
  tattooPicker: (onPick: (imageUrl: string) => void) => ReactNode;
}

function loadImage(src: string, crossOrigin: boolean): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const img = new Image();
    // Signed Storage URLs allow CORS, so the canvas stays exportable.
    if (crossOrigin) img.crossOrigin = 'anonymous';
    img.onload = () => resolve(img);
    img.onerror = () => reject(new Error('Load Failed'));
    img.src = src;
  });
}

/** Spec tools §2 Body Preview (Manual): free, rendered in the browser. */
export function ManualPreviewScreen({ tattooPicker }: Props) {
  const queryClient = useQueryClient();
  const canvasRef = useRef<HTMLCanvasElement | null>(null);
  const [consent, setConsent] = useState(false);
  const [pending, setPending] = useState<File | null>(null);
  const [body, setBody] = useState<HTMLImageElement | null>(null);
  const [tattoo, setTattoo] = useState<HTMLImageElement | null>(null);
  const [controls, setControls] = useState<PreviewControls>(DEFAULT_CONTROLS);
  const [clientName, setClientName] = useState('');
  const [saving, setSaving] = useState(false);

  const showBody = async (file: File) => {
    const url = URL.createObjectURL(file);
    setBody(await loadImage(url, false));
  };

  const chooseBody = (file: File | null) => {
    if (!file) return;
    const problem = imageFileProblem(file);
    if (problem) {
      notifyError(
        problem === 'invalid' ? 'Invalid File' : 'File Too Large',
        problem === 'invalid'
          ? 'Please select an image file.'
          : 'Please select an image smaller than 10MB.',
      );
      return;
    }
    if (body) setPending(file);
    else void showBody(file);
  };

  const toBlob = () =>
    new Promise<Blob>((resolve, reject) =>
      canvasRef.current?.toBlob((b) => (b ? resolve(b) : reject(new Error('empty'))), 'image/png'),
    );

  const download = async () => {
    try {
      saveBlobAs(await toBlob(), timestampedName('body-preview'));
      notifySuccess('Downloaded', 'The preview was downloaded.');
    } catch {
      notifyError('Download Failed', 'Unable to download the image');
    }
  };

  const save = async () => {
    setSaving(true);
    try {
      const blob = await toBlob();
      const answer = await uploadPreview(
        blob,
        clientName ? `Preview for ${clientName}` : 'Body preview',
        clientName || undefined,
      );
      if (answer.isTemporary) {
        saveBlobAs(blob, timestampedName('body-preview'));
        notifyInfo(
          'File Too Large for Gallery',
          answer.warning ?? 'The preview was downloaded instead.',
        );
      } else {
        await queryClient.invalidateQueries({ queryKey: ['gallery'] });
        notifySuccess('Saved to Gallery', 'The preview is in your gallery.');
      }
    } catch (error) {
      notifyError('Save Failed', errorMessage(error, 'Please try again.'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack>
      <Title order={1} size="h2">
        Manual Body Preview
      </Title>
      <Text c="dimmed">Free: place a design on a client photo yourself.</Text>
      <Grid>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack>
            <Card withBorder>
              <Text fw={600} mb="xs">
                1. Pick a tattoo
              </Text>
              {tattooPicker((url) => {
                loadImage(url, true).then(setTattoo, () =>
                  notifyError('Load Failed', 'The design could not be loaded.'),
                );
              })}
            </Card>
            <Card withBorder>
              <Text fw={600} mb="xs">
                2. Body photo
              </Text>
              <Checkbox
                label={PREVIEW_CONSENT_TEXT}
                checked={consent}
                onChange={(e) => setConsent(e.currentTarget.checked)}
              />
              <FileInput
                mt="sm"
                label="Body photo"
                description="A specific body area, PNG or JPG up to 10MB"
                placeholder="Choose a photo"
                accept="image/png,image/jpeg,image/webp"
                disabled={!consent}
                value={null}
                onChange={chooseBody}
              />
              <TextInput
                mt="sm"
                label="Client (optional)"
                value={clientName}
                onChange={(e) => setClientName(e.currentTarget.value)}
              />
            </Card>
            <PreviewControlsPanel controls={controls} onChange={setControls} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Card withBorder>
            {body && tattoo ? (
              <Stack>
                <PreviewCanvas
                  body={body}
                  tattoo={tattoo}
                  controls={controls}
                  canvasRef={canvasRef}
                  onPosition={(p) => setControls((c) => ({ ...c, ...p }))}
                />
                <Group>
                  <Button onClick={() => void download()}>Download</Button>
                  <Button variant="light" onClick={() => void save()} loading={saving}>
                    Save
                  </Button>
                </Group>
              </Stack>
            ) : (
              <Text c="dimmed">Pick a tattoo and a body photo to see the preview.</Text>
            )}
          </Card>
        </Grid.Col>
      </Grid>
      <ConsentDialog
        opened={pending !== null}
        onCancel={() => setPending(null)}
        onAccept={() => {
          if (pending) void showBody(pending);
          setPending(null);
        }}
      />
    </Stack>
  );
}
