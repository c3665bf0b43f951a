import { NativeSelect, Stack, Text, Group } from '@mantine/core';
import { generationCost, PHOTO_OUTPUT_SIZES, type PhotoOutputSize } from '@inkforge/domain';
import { useState } from 'react';
import { ImageFileField } from '@/components/image-file-field';
import { notifyError } from '@/lib/notify';
import { useImageFilePick } from '@/lib/use-image-file-pick';
import type { GenerateFromFileInput } from '../api/generate-from-file';
import { usePhotoConsent, useRecordPhotoConsent } from '../api/photo-consent';
import { GenerateButton } from './generate-button';
import { PhotoConsentDialog } from './lazy-generation-dialogs';

interface Props {
  type: 'sketch' | 'photo';
  credits: number;
  busy: boolean;
  onGenerate: (input: GenerateFromFileInput) => void;
}

/** 'From Sketch' and 'From Photo': an image up to 10 MB; a photo needs the declaration. */
export function FileTab({ type, credits, busy, onGenerate }: Props) {
  const [file, setFile] = useState<File | null>(null);
  const [size, setSize] = useState<PhotoOutputSize>('1024x1024');
  // Consent covers one photo: `armed` lets the picker open once, `fileConsented` is for the
  // photo chosen after it. Choosing another photo asks again.
  const [armed, setArmed] = useState(false);
  const [fileConsented, setFileConsented] = useState(false);
  const [picked, setPicked] = useState(false);
  const [asking, setAsking] = useState(false);
  const recorded = usePhotoConsent();
  const record = useRecordPhotoConsent();
  const isPhoto = type === 'photo';
  // A recorded consent is preloaded for the first photo only.
  const mayPick = armed || (!picked && recorded.data === true);
  const hasConsent = !isPhoto || fileConsented;

  const pick = useImageFilePick((next) => {
    if (isPhoto) {
      setFileConsented(mayPick);
      setArmed(false);
      setPicked(true);
    }
    setFile(next);
  });

  const guard = () => {
    if (!isPhoto || mayPick) return true;
    setAsking(true);
    return false;
  };

  // The picker opens inside this click (browsers open pickers only from a user gesture); the
  // consent is recorded once, alongside. If recording fails, the chosen photo is not covered.
  const accept = () => {
    setArmed(true);
    setAsking(false);
    pick.open();
    record.mutate(undefined, {
      onError: () => {
        setArmed(false);
        setFileConsented(false);
        notifyError('Consent Required', 'Failed to record consent. Please try again.');
      },
    });
  };

  const submit = () => {
    if (!file) {
      notifyError('Missing File', `Please upload a ${type} file`);
      return;
    }
    if (!hasConsent) {
      notifyError('Consent Required', 'Please check the responsibility declaration first');
      return;
    }
    onGenerate({ file, type, ...(isPhoto ? { size } : {}) });
  };

  return (
    <Stack>
      <ImageFileField
        pick={pick}
        label={isPhoto ? 'Photo' : 'Sketch'}
        placeholder={`Choose a ${type}`}
        description="PNG, JPG up to 10MB"
        fileName={file?.name ?? null}
        guard={guard}
      />
      {isPhoto && (
        <NativeSelect
          label="Output size"
          data={[...PHOTO_OUTPUT_SIZES]}
          value={size}
          onChange={(e) => setSize(e.currentTarget.value as PhotoOutputSize)}
        />
      )}
      {isPhoto && fileConsented && file && (
        <Text size="xs" c="dimmed">
          Responsibility declaration accepted for this photo.
        </Text>
      )}
      <Group>
        <GenerateButton
          label={isPhoto ? 'Generate from Photo' : 'Generate from Sketch'}
          cost={generationCost(type)}
          credits={credits}
          blocked={!file}
          loading={busy}
          onClick={submit}
        />
      </Group>
      <PhotoConsentDialog
        opened={asking}
        saving={record.isPending}
        onAccept={accept}
        onCancel={() => setAsking(false)}
      />
    </Stack>
  );
}
