import { Badge, Button, Image, Stack, Tabs, Text } from '@mantine/core';
import { CREDIT_COSTS, type StencilParameters } from '@inkforge/domain';
import { IconBook } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { ImageFileField } from '@/components/image-file-field';
import { errorMessage } from '@/lib/api-error';
import { notifyError, notifySuccess } from '@/lib/notify';
import { DEFAULT_IMAGE_FILE_MESSAGES, useImageFilePick } from '@/lib/use-image-file-pick';
import { generateStencil, type StencilSource } from '../api/generate-stencil';
import { useStencilPresets } from '../api/get-stencil-presets';
import { initialSettings, inversionOff } from '../stencil-settings-state';
import { StencilResultCard, type ResultLabel } from './stencil-result-card';
import { StencilSettingsCard } from './stencil-settings-card';
import { UserGuideDialog } from './lazy-user-guide-dialog';
import { PageHeader } from '@/components/page-header';

type Step = 'upload' | 'gallery' | 'generate';

interface Props {
  credits: number;
  onCreditsChanged: () => void;
  /** The gallery grid, composed in by the route: calls back with the picked image URL. */
  galleryPicker: (onPick: (imageUrl: string) => void) => ReactNode;
}

const previewOf = (source: StencilSource | null) =>
  !source ? null : 'file' in source ? URL.createObjectURL(source.file) : source.imageUrl;

/** The stencil page words an invalid file its own way. */
const STENCIL_FILE_MESSAGES = {
  ...DEFAULT_IMAGE_FILE_MESSAGES,
  invalid: { title: 'Invalid File', message: 'Please select a valid image file (JPG, PNG, etc.)' },
};

/** Stencil generator: Upload / Gallery / Generate, settings and the result. */
export function StencilScreen({ credits, onCreditsChanged, galleryPicker }: Props) {
  const [params, setParams] = useSearchParams();
  const queryImage = params.get('imageUrl');
  const presets = useStencilPresets();
  const [guide, setGuide] = useState(false);
  const [step, setStep] = useState<Step>(queryImage ? 'generate' : 'upload');
  const [source, setSource] = useState<StencilSource | null>(
    queryImage ? { imageUrl: queryImage } : null,
  );
  const [preview, setPreview] = useState<string | null>(queryImage);
  const [settings, setSettings] = useState(() =>
    queryImage ? inversionOff(initialSettings()) : initialSettings(),
  );
  const [result, setResult] = useState<{ url: string; label: ResultLabel } | null>(null);
  const generating = useMutation({
    mutationFn: ({ from, values }: { from: StencilSource; values: StencilParameters }) =>
      generateStencil(from, values),
  });

  const takeSource = (next: StencilSource) => {
    setSource(next);
    setPreview(previewOf(next));
    setResult(null);
    setStep('generate');
  };

  const pick = useImageFilePick((file) => takeSource({ file }), STENCIL_FILE_MESSAGES);

  const clear = () => {
    setSource(null);
    setPreview(null);
    setResult(null);
    setStep('upload');
    // The address must not bring the old image back on reload or when shared.
    if (params.has('imageUrl')) {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete('imageUrl');
          return next;
        },
        { replace: true },
      );
    }
  };

  const generate = () => {
    if (!source) {
      notifyError('No Image', 'Please upload an image or select one from gallery');
      return;
    }
    if (credits < CREDIT_COSTS.stencil) {
      notifyError('Insufficient Credits', 'You need 1 credit to generate a stencil');
      return;
    }
    generating.mutate(
      { from: source, values: settings.values },
      {
        onSuccess: (answer) => {
          setResult({ url: answer.stencilUrl, label: 'Stencil' });
          onCreditsChanged();
          notifySuccess('Stencil Generated', 'Your stencil is ready.');
        },
        onError: (error) =>
          notifyError('Generation Failed', errorMessage(error, 'Unable to generate stencil')),
      },
    );
  };

  return (
    <Stack>
      <PageHeader
        title="Enhanced Stencil Generator"
        actions={
          <>
            <Badge variant="light">{credits} credits</Badge>
            <Badge color={settings.preset ? 'grape' : 'gray'}>
              {settings.preset
                ? (presets.data?.find((p) => p.id === settings.preset)?.name ?? settings.preset)
                : 'Custom Settings'}
            </Badge>
            <Button
              variant="default"
              leftSection={<IconBook size={16} />}
              onClick={() => setGuide(true)}
            >
              User Guide
            </Button>
          </>
        }
      />
      <UserGuideDialog opened={guide} onClose={() => setGuide(false)} />

      <Tabs value={step} onChange={(v) => setStep((v as Step | null) ?? 'upload')}>
        <Tabs.List>
          <Tabs.Tab value="upload">Upload</Tabs.Tab>
          <Tabs.Tab value="gallery">Gallery</Tabs.Tab>
          <Tabs.Tab value="generate">Generate</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="upload" pt="md">
          <ImageFileField
            pick={pick}
            label="Source image"
            description="PNG, JPG or WebP up to 10MB"
            placeholder="Choose an image"
          />
        </Tabs.Panel>
        <Tabs.Panel value="gallery" pt="md">
          {step === 'gallery' &&
            galleryPicker((imageUrl) => {
              setSettings((s) => inversionOff(s));
              takeSource({ imageUrl });
            })}
        </Tabs.Panel>
        <Tabs.Panel value="generate" pt="md">
          <Stack>
            {preview ? (
              <Image src={preview} alt="Stencil source" fit="contain" mah={320} />
            ) : (
              <Text c="dimmed">Upload an image or select one from the gallery.</Text>
            )}
            <StencilSettingsCard
              state={settings}
              presets={presets.data ?? []}
              onChange={setSettings}
            />
            <Button onClick={generate} loading={generating.isPending} disabled={!source}>
              {`Generate Stencil (${CREDIT_COSTS.stencil} credit)`}
            </Button>
          </Stack>
        </Tabs.Panel>
      </Tabs>

      {result && (
        <StencilResultCard
          imageUrl={result.url}
          label={result.label}
          onResult={(url, label) => setResult({ url, label })}
          onGenerateNew={clear}
          onReset={clear}
          onCreditsChanged={onCreditsChanged}
        />
      )}
    </Stack>
  );
}
