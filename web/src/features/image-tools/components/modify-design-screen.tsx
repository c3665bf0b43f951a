import {
  Badge,
  Button,
  Card,
  Group,
  Image,
  Loader,
  Modal,
  Stack,
  Text,
  Textarea,
  UnstyledButton,
} from '@mantine/core';
import {
  CREDIT_COSTS,
  IMAGE_TOOLS,
  moderationReason,
  toolsOn,
  type JobStatus,
} from '@inkforge/domain';
import { useState, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ImageFileField } from '@/components/image-file-field';
import { ImageToolButtons, useImageTools } from '@/components/image-tool-buttons';
import { ResultImage } from '@/components/result-image';
import { paths } from '@/config/paths';
import { apiErrorCode, errorMessage } from '@/lib/api-error';
import { notifyError, notifySuccess } from '@/lib/notify';
import { notifySaveError } from '@/lib/notify-save-error';
import { DEFAULT_IMAGE_FILE_MESSAGES, useImageFilePick } from '@/lib/use-image-file-pick';
import { presignedDownload } from '@/lib/presigned-download';
import { useSaveToGallery } from '@/lib/api/image-tools';
import { useModifyImage } from '../api/modify-image';
import { ToolCreditNotes } from './tool-credit-notes';
import { STILL_WORKING } from '@/lib/poll-job';
import { PageHeader } from '@/components/page-header';

type Source = { file: File; preview: string } | { imageUrl: string };

const MODIFY_COST = CREDIT_COSTS.modify;
/** The tools offered on a modified design (their notes say what the balance lacks). */
const RESULT_TOOLS = toolsOn('modify-result');

/** Modify Design words the two file problems its own way. */
const MODIFY_FILE_MESSAGES = {
  invalid: { ...DEFAULT_IMAGE_FILE_MESSAGES.invalid, title: 'Invalid file type' },
  tooLarge: { ...DEFAULT_IMAGE_FILE_MESSAGES.tooLarge, title: 'File too large' },
};

type Busy = 'modify' | 'tool' | 'save';

const BUSY_TEXT: Record<Exclude<Busy, 'tool'>, string> = {
  modify: 'Modifying your design, this usually takes 30-60 seconds…',
  save: 'Saving to your gallery…',
};

interface Props {
  credits: number;
  onCreditsChanged: () => void;
  galleryPicker: (onPick: (imageUrl: string) => void) => ReactNode;
}

/** Modify Design. */
export function ModifyDesignScreen({ credits, onCreditsChanged, galleryPicker }: Props) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const initial = params.get('imageUrl');
  const [source, setSource] = useState<Source | null>(initial ? { imageUrl: initial } : null);
  const [prompt, setPrompt] = useState('');
  const [picking, setPicking] = useState(false);
  const [result, setResult] = useState<{
    url: string;
    upscaled: boolean;
    /** 'Saved' or the last tool's result word. */
    label: string | null;
  } | null>(null);
  const [jobStatus, setJobStatus] = useState<JobStatus | null>(null);
  const [longWait, setLongWait] = useState(false);
  const modifying = useModifyImage({
    onStatus: setJobStatus,
    onLongWait: () => setLongWait(true),
  });
  const tools = useImageTools({
    onCreditsChanged,
    onResult: (url, tool) =>
      setResult((current) => ({
        url,
        // An upscaled design stays upscaled after its background is removed.
        upscaled: tool === 'upscale' || Boolean(current?.upscaled),
        label: IMAGE_TOOLS[tool].result,
      })),
  });
  const saving = useSaveToGallery();
  const pending: [Busy, boolean][] = [
    ['modify', modifying.isPending],
    ['tool', tools.isPending],
    ['save', saving.isPending],
  ];
  const busy = pending.find(([, isPending]) => isPending)?.[0] ?? null;

  const pick = useImageFilePick((file) => {
    setSource({ file, preview: URL.createObjectURL(file) });
    setResult(null);
  }, MODIFY_FILE_MESSAGES);

  const modify = () => {
    if (!source || !prompt.trim()) {
      notifyError('Missing information', 'Please add an image and describe the change.');
      return;
    }
    modifying.mutate(
      {
        source: 'file' in source ? { file: source.file } : { imageUrl: source.imageUrl },
        prompt,
      },
      {
        onSettled: () => {
          setJobStatus(null);
          setLongWait(false);
        },
        onSuccess: ({ imageUrl }) => {
          onCreditsChanged();
          setResult({ url: imageUrl, upscaled: false, label: null });
          notifySuccess('Image modified successfully', 'Your modified design is ready.');
        },
        onError: (error) => {
          // A job that failed was charged and refunded: the balance reads the same again.
          onCreditsChanged();
          const message = errorMessage(error, 'Please try again.');
          if (apiErrorCode(error) === 'MODERATION_BLOCKED') {
            notifyError('Image Not Suitable', moderationReason(message));
          } else notifyError('Modification failed', message);
        },
      },
    );
  };

  const save = (current: NonNullable<typeof result>) =>
    saving.mutate(
      { imageUrl: current.url, type: 'modified', prompt, title: 'Modified design' },
      {
        onSuccess: () => {
          setResult({ ...current, label: 'Saved' });
          notifySuccess('Saved to Gallery', 'The design is in your gallery.');
        },
        onError: notifySaveError,
      },
    );

  const preview = source ? ('file' in source ? source.preview : source.imageUrl) : null;

  return (
    <Stack>
      <PageHeader
        title="Modify Design"
        actions={<Badge variant="light">{credits} credits</Badge>}
      />
      <Card withBorder {...pick.dropProps} aria-label="Drop an image here">
        <Stack>
          {preview ? (
            <Image src={preview} alt="Design to modify" fit="contain" mah={320} />
          ) : (
            <UnstyledButton onClick={pick.open} c="dimmed" ta="center" py="lg">
              Drag and drop a design here, or choose one.
            </UnstyledButton>
          )}
          <Group align="flex-end">
            <ImageFileField pick={pick} label="Design image" placeholder="Choose an image" />
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
      <Button
        onClick={modify}
        loading={busy === 'modify'}
        disabled={busy !== null || credits < MODIFY_COST}
      >
        {`Modify Design (${MODIFY_COST} credits)`}
      </Button>
      {credits < MODIFY_COST && (
        <Text size="sm" c="red">
          {`You need at least ${MODIFY_COST} credits to modify an image`}
        </Text>
      )}
      {busy && (
        <Group gap="xs" role="status">
          <Loader size="sm" />
          <Text size="sm">
            {busy === 'tool' && tools.runningTool
              ? IMAGE_TOOLS[tools.runningTool].busy
              : busy !== 'tool' && BUSY_TEXT[busy]}
          </Text>
          {busy === 'modify' && jobStatus && (
            <Text size="xs" c="dimmed" data-testid="job-status">
              Status: {jobStatus}
            </Text>
          )}
          {longWait && <Text size="sm">{STILL_WORKING}</Text>}
        </Group>
      )}
      {result && (
        <Card withBorder aria-label="Modified design">
          <Stack>
            <Group justify="space-between">
              <Text fw={600}>Modified design</Text>
              {result.label && <Badge>{result.label}</Badge>}
            </Group>
            <ResultImage src={result.url} alt="Modified design" />
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
              <ImageToolButtons
                screen="modify-result"
                tools={tools}
                imageUrl={result.url}
                credits={credits}
                disabled={busy !== null}
              />
              {!result.upscaled && (
                <Button
                  variant="light"
                  loading={busy === 'save'}
                  disabled={busy !== null || result.label === 'Saved'}
                  onClick={() => save(result)}
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
                {`Generate Stencil (${CREDIT_COSTS.stencil})`}
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
            <ToolCreditNotes credits={credits} tools={RESULT_TOOLS} />
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
