import {
  Alert,
  Button,
  Checkbox,
  Container,
  Image,
  Loader,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { imageFileProblem, MAX_UPLOAD_BYTES } from '@inkforge/domain';
import { useEffect, useMemo, useRef, useState } from 'react';
import { ArtistHeader } from '@/components/artist-header';
import { apiErrorCode, errorMessage } from '@/lib/api-error';
import { useHealedPhotoLink } from '../api/get-healed-photo-link';
import { useSendHealedPhoto } from '../api/send-healed-photo';

const MB = 1024 * 1024;

function problemOf(file: File): string | null {
  const problem = imageFileProblem(file);
  if (problem === 'invalid') return 'Choose a JPEG, PNG or WebP photo.';
  if (problem === 'too_large')
    return `The photo is ${(file.size / MB).toFixed(1)} MB; it must be under ${MAX_UPLOAD_BYTES / MB} MB.`;
  return null;
}

/**
 * /healed/{token}: the client sends a photo of the healed tattoo from the artist's private
 * link. Nothing else of the studio is shown.
 */
export function HealedPhotoScreen({ token }: { token: string }) {
  const link = useHealedPhotoLink(token);
  const send = useSendHealedPhoto(token);
  const input = useRef<HTMLInputElement>(null);
  const [photo, setPhoto] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // The client's own choice, asked every time and never assumed.
  const [showPublicly, setShowPublicly] = useState(false);
  const preview = useMemo(() => (photo ? URL.createObjectURL(photo) : null), [photo]);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);
  const gone =
    apiErrorCode(link.error) === 'HEALED_LINK_INVALID' ||
    apiErrorCode(send.error) === 'HEALED_LINK_INVALID';

  const pick = (files: FileList | null) => {
    const file = files?.[0] ?? null;
    if (input.current) input.current.value = '';
    if (!file) return;
    const wrong = problemOf(file);
    setProblem(wrong);
    setPhoto(wrong ? null : file);
    send.reset();
  };

  let body: React.ReactNode;
  if (gone) {
    body = (
      <Alert color="orange" title="This link no longer works" role="alert">
        This photo link has expired or is no longer valid. Ask your artist for a new one.
      </Alert>
    );
  } else if (link.isPending) {
    body = <Loader role="status" aria-label="Loading" />;
  } else if (link.isError) {
    body = (
      <Alert color="red" role="alert">
        {errorMessage(link.error, 'The page could not be loaded. Please try again.')}
      </Alert>
    );
  } else if (link.data.photosLeft === 0 && !send.isSuccess) {
    body = (
      <Alert color="blue" title="Photos already sent" role="status">
        This link has taken all the photos it can. Thank you!
      </Alert>
    );
  } else {
    const { studioName, projectTitle, photosLeft } = link.data;
    body = (
      <Stack>
        <Text>
          {studioName} would love to see how your tattoo <b>{projectTitle}</b> has healed. Take a
          photo in daylight, without filters, and send it here.
        </Text>
        {send.isSuccess && (
          <Alert color="green" title="Thank you, your photo is sent" role="status">
            {studioName} has received it.
            {photosLeft > 0 ? ` You can send ${photosLeft} more.` : ' You can close this page.'}
          </Alert>
        )}
        <input
          ref={input}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          hidden
          onChange={(e) => pick(e.currentTarget.files)}
        />
        {preview && photo && (
          <Image src={preview} alt={`Your photo: ${photo.name}`} mah={320} fit="contain" />
        )}
        {problem && (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        )}
        {send.isError && (
          <Alert color="red" role="alert">
            {errorMessage(send.error, 'The photo could not be sent. Please try again.')}
          </Alert>
        )}
        {photosLeft > 0 && (
          <>
            <Button variant="default" onClick={() => input.current?.click()}>
              {photo ? 'Choose another photo' : 'Choose a photo'}
            </Button>
            <Checkbox
              label={`May ${studioName} show this photo on their public page?`}
              checked={showPublicly}
              onChange={(e) => setShowPublicly(e.currentTarget.checked)}
            />
            <Button
              disabled={!photo}
              loading={send.isPending}
              onClick={() =>
                photo && send.mutate({ photo, showPublicly }, { onSuccess: () => setPhoto(null) })
              }
            >
              Send photo
            </Button>
          </>
        )}
      </Stack>
    );
  }

  return (
    <Container size="sm" py="lg" component="main">
      <Stack>
        <ArtistHeader
          name={link.data?.studioName}
          avatarUrl={link.data?.avatarUrl}
          accentColor={link.data?.accentColor}
        />
        <Title order={1} size="h2">
          Your healed tattoo
        </Title>
        {body}
      </Stack>
    </Container>
  );
}
