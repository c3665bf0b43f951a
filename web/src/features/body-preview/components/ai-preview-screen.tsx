import {
  Badge,
  Button,
  Card,
  Checkbox,
  Group,
  Image,
  Loader,
  Modal,
  Select,
  Stack,
  Text,
} from '@mantine/core';
import { CREDIT_COSTS, moderationReason, type JobStatus } from '@inkforge/domain';
import { useEffect, useState, type ReactNode } from 'react';
import { ImageFileField } from '@/components/image-file-field';
import { ResultImage } from '@/components/result-image';
import { ApiError, apiErrorCode, errorMessage } from '@/lib/api-error';
import { notifyError, notifySuccess } from '@/lib/notify';
import { notifySaveError } from '@/lib/notify-save-error';
import { presignedDownload } from '@/lib/presigned-download';
import { useImageFilePick } from '@/lib/use-image-file-pick';
import { useApplyBodyPreview } from '../api/apply-body-preview';
import { useRecordPreviewConsent } from '../api/record-preview-consent';
import { useSaveBodyPreview } from '../api/save-body-preview';
import { PREVIEW_CONSENT_TEXT } from './consent-dialog';
import { STILL_WORKING } from '@/lib/poll-job';
import { PageHeader } from '@/components/page-header';

interface Props {
  credits: number;
  onCreditsChanged: () => void;
  tattooPicker: (onPick: (imageUrl: string) => void) => ReactNode;
  clients: { id: string; name: string }[];
}

const APPLY_COST = CREDIT_COSTS.body_preview;

const DEFAULT_PROMPT =
  'Apply the tattoo naturally on the skin, blending with the body contours and lighting.';

/** Body Preview (AI): consent per photo, 10 credits, 30-60 s. */
export function AiPreviewScreen({ credits, onCreditsChanged, tattooPicker, clients }: Props) {
  const [tattoo, setTattoo] = useState<string | null>(null);
  const [photo, setPhoto] = useState<File | null>(null);
  const [consent, setConsent] = useState(false);
  const [clientId, setClientId] = useState<string | null>(null);
  const [result, setResult] = useState<string | null>(null);
  const [photoPreview, setPhotoPreview] = useState<string | null>(null);

  useEffect(() => {
    if (!photo) return;
    const url = URL.createObjectURL(photo);
    setPhotoPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [photo]);

  const pick = useImageFilePick((file) => {
    setPhoto(file);
    // A new photo needs its own declaration.
    setConsent(false);
  });

  const recordConsent = useRecordPreviewConsent();
  const tick = async (checked: boolean) => {
    setConsent(checked);
    if (!checked || !photo) return;
    try {
      await recordConsent.mutateAsync(photo);
      notifySuccess('Consent Recorded', 'Thank you.');
    } catch {
      setConsent(false);
      notifyError('Consent Required', 'Failed to record consent');
    }
  };

  const [jobStatus, setJobStatus] = useState<JobStatus | null>(null);
  const [longWait, setLongWait] = useState(false);
  const applying = useApplyBodyPreview({
    onStatus: setJobStatus,
    onLongWait: () => setLongWait(true),
  });
  const saving = useSaveBodyPreview();

  const apply = () => {
    if (!tattoo || !photo)
      return notifyError('Missing Requirements', 'Pick a tattoo and upload a client photo.');
    if (!consent)
      return notifyError('Consent Required', 'Please confirm the responsibility declaration.');
    applying.mutate(
      { clientImage: photo, tattooUrl: tattoo, prompt: DEFAULT_PROMPT },
      {
        onSuccess: ({ imageUrl }) => {
          onCreditsChanged();
          setResult(imageUrl);
          saving.reset();
        },
        onSettled: () => {
          setJobStatus(null);
          setLongWait(false);
        },
        onError: (error) => {
          // A job that failed was charged and refunded: the balance reads the same again.
          onCreditsChanged();
          const message = errorMessage(error, 'Please try again.');
          if (apiErrorCode(error) === 'MODERATION_BLOCKED') {
            notifyError('Image Not Suitable', moderationReason(message));
          } else if (error instanceof ApiError) {
            notifyError('Processing Failed', `Server error: ${error.status}`);
          } else notifyError('Processing Failed', message);
        },
      },
    );
  };

  const save = () => {
    if (!result) return;
    const client = clients.find((c) => c.id === clientId);
    saving.mutate(
      { imageUrl: result, clientId: client?.id, clientName: client?.name },
      {
        onSuccess: () => notifySuccess('Saved to Gallery', 'The preview is in your gallery.'),
        onError: notifySaveError,
      },
    );
  };

  return (
    <Stack>
      <PageHeader
        title="AI Body Preview"
        actions={<Badge variant="light">{credits} credits</Badge>}
      />
      <Card withBorder>
        <Text fw={600} mb="xs">
          1. Pick a tattoo from your gallery
        </Text>
        {tattooPicker(setTattoo)}
        {tattoo && (
          <Group mt="sm">
            <Image src={tattoo} alt="Chosen tattoo" h={64} w={64} fit="contain" />
            <Text size="sm">Tattoo chosen</Text>
          </Group>
        )}
      </Card>
      <Card withBorder>
        <Stack>
          <Text fw={600}>2. Client photo</Text>
          <Text size="sm" c="dimmed">
            Upload a photo of a specific body area (a forearm, a shoulder), not a full body.
          </Text>
          <ImageFileField
            pick={pick}
            label="Client photo"
            placeholder="Choose a photo"
            fileName={photo?.name ?? null}
          />
          {photoPreview && (
            <Image src={photoPreview} alt="Client photo" fit="contain" mah={200} w="auto" />
          )}
          <Select
            label="Client (optional)"
            data={clients.map((c) => ({ value: c.id, label: c.name }))}
            value={clientId}
            onChange={setClientId}
            clearable
          />
          <Checkbox
            label={PREVIEW_CONSENT_TEXT}
            checked={consent}
            disabled={!photo}
            onChange={(e) => void tick(e.currentTarget.checked)}
          />
          <Button onClick={apply} loading={applying.isPending} disabled={credits < APPLY_COST}>
            {`Apply Tattoo (${APPLY_COST} credits)`}
          </Button>
          {credits < APPLY_COST && (
            <Text size="sm" c="red">
              {`You need ${APPLY_COST} credits to apply tattoo to body preview`}
            </Text>
          )}
        </Stack>
      </Card>
      {result && (
        <Card withBorder aria-label="Body preview result">
          <Stack>
            <Text fw={600}>Your preview</Text>
            <ResultImage src={result} alt="Body preview" mah={480} />
            <Group>
              <Button onClick={save} loading={saving.isPending} disabled={saving.isSuccess}>
                {saving.isSuccess ? 'Saved' : 'Save to Gallery'}
              </Button>
              <Button
                variant="light"
                onClick={() =>
                  void presignedDownload(result).catch(() =>
                    notifyError('Download Failed', 'Unable to download the image'),
                  )
                }
              >
                Download Result
              </Button>
            </Group>
          </Stack>
        </Card>
      )}
      <Modal
        opened={applying.isPending}
        onClose={() => undefined}
        withCloseButton={false}
        centered
        title="Applying tattoo"
      >
        <Group>
          <Loader />
          <Stack gap={4}>
            <Text>This usually takes 30-60 seconds.</Text>
            {jobStatus && (
              <Text size="xs" c="dimmed" data-testid="job-status">
                Status: {jobStatus}
              </Text>
            )}
            {longWait && <Text size="sm">{STILL_WORKING}</Text>}
          </Stack>
        </Group>
      </Modal>
    </Stack>
  );
}
