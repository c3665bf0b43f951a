import {
  Alert,
  Button,
  Checkbox,
  Container,
  Image,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { APPROVAL_IMAGE_LABELS } from '@inkforge/domain';
import { apiErrorCode, errorMessage } from '@/lib/api-error';
import { useApprovalView } from '../api/get-approval';
import { useGiveApproval } from '../api/give-approval';
import { FullNameInput } from './full-name-input';

/**
 * /approve/{token}: the client approves the design of their project from the artist's private
 * link. Nothing else of the studio is shown.
 */
export function ApprovalScreen({ token }: { token: string }) {
  const view = useApprovalView(token);
  const approve = useGiveApproval(token);
  const [name, setName] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [tried, setTried] = useState(false);
  const gone =
    apiErrorCode(view.error) === 'APPROVAL_LINK_INVALID' ||
    apiErrorCode(approve.error) === 'APPROVAL_LINK_INVALID';

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (name.trim() && agreed) approve.mutate({ name, agreed: true });
  };

  let body: React.ReactNode;
  if (approve.isSuccess) {
    body = (
      <Alert color="green" title="Thank you, the design is approved" role="status">
        Your artist has received your approval. You can close this page.
      </Alert>
    );
  } else if (gone) {
    body = (
      <Alert color="orange" title="This link no longer works" role="alert">
        This approval link has expired, was replaced or was already used. Ask your artist for a new
        link.
      </Alert>
    );
  } else if (view.isPending) {
    body = <Loader role="status" aria-label="Loading the design" />;
  } else if (view.isError) {
    body = (
      <Alert color="red" role="alert">
        {errorMessage(view.error, 'The design could not be loaded. Please try again.')}
      </Alert>
    );
  } else {
    body = (
      <form onSubmit={submit} noValidate aria-label="Design approval">
        <Stack>
          <Text>
            Your artist asks you to approve the design for <b>{view.data.projectTitle}</b>.
          </Text>
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            {view.data.images.map((image) => (
              <Stack key={image.kind} gap={4}>
                <Text fw={600}>{APPROVAL_IMAGE_LABELS[image.kind]}</Text>
                <Image
                  src={image.imageUrl}
                  alt={`${APPROVAL_IMAGE_LABELS[image.kind]}: ${image.title}`}
                  bg="white"
                />
              </Stack>
            ))}
          </SimpleGrid>
          <FullNameInput value={name} onChange={setName} tried={tried} />
          <Checkbox
            label="I approve this design, its stencil and placement as shown"
            checked={agreed}
            onChange={(e) => setAgreed(e.currentTarget.checked)}
            error={tried && !agreed ? 'Tick the box to approve the design.' : undefined}
          />
          {approve.isError && (
            <Alert color="red" role="alert">
              {errorMessage(approve.error, 'The approval could not be sent.')}
            </Alert>
          )}
          <Button type="submit" loading={approve.isPending}>
            Approve design
          </Button>
        </Stack>
      </form>
    );
  }

  return (
    <Container size="sm" py="lg" component="main">
      <Stack>
        <Title order={1} size="h2">
          Design approval
        </Title>
        {body}
      </Stack>
    </Container>
  );
}
