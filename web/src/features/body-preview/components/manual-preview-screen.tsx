import { Button, Card, Checkbox, Grid, Group, Select, Stack, Text } from '@mantine/core';
import { useRef, useState, type ReactNode } from 'react';
import { ImageFileField } from '@/components/image-file-field';
import { notifyError, notifySuccess } from '@/lib/notify';
import { notifySaveError, notifyStorageLimit } from '@/lib/notify-save-error';
import { useImageFilePick } from '@/lib/use-image-file-pick';
import { saveBlobAs, timestampedName } from '@/lib/save-file';
import { useUploadPreview } from '../api/upload-preview';
import { DEFAULT_CONTROLS, drawPreview, type PreviewControls } from '../manual-preview';
import { ConsentDialog, PREVIEW_CONSENT_TEXT } from './consent-dialog';
import { PreviewCanvas } from './preview-canvas';
import { PreviewControlsPanel } from './preview-controls';
import { PageHeader } from '@/components/page-header';

interface Props {
  /** The gallery grid, composed in by the route: calls back with the picked tattoo's URL. */
  tattooPicker: (onPick: (imageUrl: string) => void) => ReactNode;
  /** The artist's clients, composed in by the route; a preview is linked to one of them. */
  clients: { id: string; name: string }[];
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

/** Body Preview (Manual): free, rendered in the browser. */
export function ManualPreviewScreen({ tattooPicker, clients }: Props) {
  const canvasRef = useRef<HTMLCanvasElement | null>(null);
  const [consent, setConsent] = useState(false);
  const [pending, setPending] = useState<File | null>(null);
  const [body, setBody] = useState<HTMLImageElement | null>(null);
  const [tattoo, setTattoo] = useState<HTMLImageElement | null>(null);
  const [controls, setControls] = useState<PreviewControls>(DEFAULT_CONTROLS);
  const [clientId, setClientId] = useState<string | null>(null);

  const showBody = async (file: File) => {
    const url = URL.createObjectURL(file);
    setBody(await loadImage(url, false));
  };

  const pick = useImageFilePick((file) => {
    if (body) setPending(file);
    else void showBody(file);
  });

  // The on-screen canvas is scaled to fit; the export is drawn again at the photo's own pixels.
  const toBlob = () =>
    new Promise<Blob>((resolve, reject) => {
      if (!body || !tattoo) return reject(new Error('empty'));
      const canvas = document.createElement('canvas');
      canvas.width = body.naturalWidth;
      canvas.height = body.naturalHeight;
      const ctx = canvas.getContext('2d');
      if (!ctx) return reject(new Error('no canvas'));
      drawPreview(ctx, body, tattoo, controls);
      canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('empty'))), 'image/png');
    });

  const download = async () => {
    try {
      saveBlobAs(await toBlob(), timestampedName('body-preview'));
      notifySuccess('Downloaded', 'The preview was downloaded.');
    } catch {
      notifyError('Download Failed', 'Unable to download the image');
    }
  };

  const saving = useUploadPreview();
  const save = () => {
    const client = clients.find((c) => c.id === clientId);
    saving.mutate(
      { image: toBlob, title: client ? `Preview for ${client.name}` : 'Body preview', client },
      {
        onSuccess: (answer) => {
          if (answer.isTemporary) notifyStorageLimit();
          else notifySuccess('Saved to Gallery', 'The preview is in your gallery.');
        },
        onError: notifySaveError,
      },
    );
  };

  return (
    <Stack>
      <PageHeader
        title="Manual Body Preview"
        description="Free: place a design on a client photo yourself."
      />
      <Grid>
        {/* On a phone the preview comes first, under the finger; its sliders follow. */}
        <Grid.Col span={{ base: 12, md: 5 }} order={{ base: 2, md: 1 }}>
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
              <ImageFileField
                pick={pick}
                mt="sm"
                label="Body photo"
                description="A specific body area, PNG or JPG up to 10MB"
                placeholder="Choose a photo"
                disabled={!consent}
              />
              <Select
                mt="sm"
                label="Client (optional)"
                placeholder="No client"
                data={clients.map((c) => ({ value: c.id, label: c.name }))}
                value={clientId}
                onChange={setClientId}
                clearable
                searchable
              />
            </Card>
            <PreviewControlsPanel controls={controls} onChange={setControls} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }} order={{ base: 1, md: 2 }}>
          <Card withBorder>
            {body && tattoo ? (
              <Stack>
                <PreviewCanvas
                  body={body}
                  tattoo={tattoo}
                  controls={controls}
                  canvasRef={canvasRef}
                  onChange={(p) => setControls((c) => ({ ...c, ...p }))}
                />
                <Group>
                  <Button onClick={() => void download()}>Download</Button>
                  <Button variant="light" onClick={save} loading={saving.isPending}>
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
