import { FileInput, Select, Stack, Text, Group } from '@mantine/core';
import { generationCost, PHOTO_OUTPUT_SIZES, type PhotoOutputSize } from '@inkforge/domain';
import { useRef, useState } from 'react';
import { notifyError } from '@/lib/notify';
import type { GenerateFromFileInput } from '../api/generate-from-file';
import { usePhotoConsent, useRecordPhotoConsent } from '../api/photo-consent';
import { GenerateButton } from './generate-button';
import { PhotoConsentDialog } from './photo-consent-dialog';

const MAX_BYTES = 10 * 1024 * 1024;

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
  // photo chosen after it. Choosing another photo asks again (spec tools §4).
  const [armed, setArmed] = useState(false);
  const [fileConsented, setFileConsented] = useState(false);
  const [picked, setPicked] = useState(false);
  const [asking, setAsking] = useState(false);
  const picker = useRef<HTMLButtonElement>(null);
  const recorded = usePhotoConsent();
  const record = useRecordPhotoConsent();
  const isPhoto = type === 'photo';
  // A recorded consent is preloaded for the first photo only.
  const mayPick = armed || (!picked && recorded.data === true);
  const hasConsent = !isPhoto || fileConsented;

  const choose = (next: File | null) => {
    if (next && !next.type.startsWith('image/')) {
      notifyError('Invalid File', 'Please select an image file.');
      return;
    }
    if (next && next.size > MAX_BYTES) {
      notifyError('File Too Large', 'Please select an image smaller than 10MB.');
      return;
    }
    if (isPhoto && next) {
      setFileConsented(mayPick);
      setArmed(false);
      setPicked(true);
    }
    setFile(next);
  };

  const accept = () =>
    record.mutate(undefined, {
      onSuccess: () => {
        setArmed(true);
        setAsking(false);
        setTimeout(() => picker.current?.click(), 0);
      },
      onError: () => notifyError('Consent Required', 'Failed to record consent. Please try again.'),
    });

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
      <FileInput
        ref={picker}
        label={isPhoto ? 'Photo' : 'Sketch'}
        placeholder={`Choose a ${type}`}
        description="PNG, JPG up to 10MB"
        accept="image/png,image/jpeg,image/webp"
        value={file}
        onChange={choose}
        onClick={(e) => {
          if (isPhoto && !mayPick) {
            e.preventDefault();
            setAsking(true);
          }
        }}
        clearable
      />
      {isPhoto && (
        <Select
          label="Output size"
          data={[...PHOTO_OUTPUT_SIZES]}
          value={size}
          onChange={(v) => v && setSize(v as PhotoOutputSize)}
          allowDeselect={false}
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
