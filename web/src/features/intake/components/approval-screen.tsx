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
import { formatDate, type ApprovalImageKind } from '@inkforge/domain';
import { ArtistHeader } from '@/components/artist-header';
import { apiErrorCode, errorMessage } from '@/lib/api-error';
import { useQueryClient } from '@tanstack/react-query';
import { approvalViewKey, useApprovalView } from '../api/get-approval';
import { useGiveApproval } from '../api/give-approval';
import { ApprovalLinkClosed } from './approval-link-closed';
import { AskChangesForm } from './ask-changes-form';
import { FullNameInput } from './full-name-input';
import { OfferDetails } from './offer-details';

/** Before approval nothing is "approved" yet: each image is named for what it is. */
const LABELS: Record<ApprovalImageKind, string> = {
  design: 'Design',
  stencil: 'Stencil',
  placement: 'Placement preview',
};

/** What the client approves: the design, and only the stencil and placement actually sent. */
function approvalStatement(kinds: ApprovalImageKind[]): string {
  const parts = [
    kinds.includes('stencil') ? 'its stencil' : null,
    kinds.includes('placement') ? 'its placement' : null,
  ].filter((p): p is string => p !== null);
  const also =
    parts.length === 2 ? `, ${parts[0]} and ${parts[1]}` : parts.length ? ` and ${parts[0]}` : '';
  return `I approve this design${also} as shown`;
}

/**
 * /approve/{token}: the client approves the design of their project from the artist's private
 * link. Nothing else of the studio is shown.
 */
export function ApprovalScreen({ token }: { token: string }) {
  const view = useApprovalView(token);
  const approve = useGiveApproval(token);
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [tried, setTried] = useState(false);
  const [nameTried, setNameTried] = useState(false);
  // A link the server knows answers its state; only a token it never issued is refused.
  const gone = apiErrorCode(view.error) === 'APPROVAL_LINK_INVALID';

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!name.trim() || !agreed) return;
    approve.mutate(
      { name, agreed: true },
      {
        // The link stopped meanwhile (approved elsewhere, replaced, expired): show what happened.
        onError: (error) => {
          if (apiErrorCode(error) === 'APPROVAL_LINK_INVALID') {
            void queryClient.invalidateQueries({ queryKey: approvalViewKey(token) });
          }
        },
      },
    );
  };

  let body: React.ReactNode;
  if (approve.isSuccess) {
    body = (
      <Stack>
        <Alert color="green" title="Thank you, the design is approved" role="status">
          {view.data?.artistName ?? 'Your artist'} has received your approval.
          {view.data?.offer?.depositPath
            ? ' Pay the deposit to confirm the date.'
            : ' You can close this page.'}
        </Alert>
        {view.data?.offer && <OfferDetails offer={view.data.offer} locale={view.data.locale} />}
      </Stack>
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
  } else if (view.data.state !== 'open') {
    body = <ApprovalLinkClosed view={view.data} />;
  } else {
    const { artistName, images, changesAskedAt } = view.data;
    const style = { timeZone: view.data.timezone, locale: view.data.locale };
    body = (
      <Stack>
        <Text>
          {artistName} asks you to approve the design for <b>{view.data.projectTitle}</b>.
        </Text>
        {view.data.aiDisclosure && <Text fw={600}>{view.data.aiDisclosure}</Text>}
        {view.data.offer && <OfferDetails offer={view.data.offer} locale={view.data.locale} />}
        {changesAskedAt && (
          <Alert color="blue" title="You asked for changes" role="status">
            You asked for changes on {formatDate(changesAskedAt, style, { weekday: true })}.{' '}
            {artistName} will send you a new version; until then you can still approve this one.
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          {images.map((image) => (
            <Stack key={image.kind} gap={4}>
              <Text fw={600}>{LABELS[image.kind]}</Text>
              <Image
                src={image.imageUrl}
                alt={`${LABELS[image.kind]}: ${image.title}`}
                bg="var(--if-design-paper)"
              />
            </Stack>
          ))}
        </SimpleGrid>
        <form onSubmit={submit} noValidate aria-label="Design approval">
          <Stack>
            <FullNameInput value={name} onChange={setName} tried={tried || nameTried} />
            <Checkbox
              label={approvalStatement(images.map((image) => image.kind))}
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
        <AskChangesForm
          token={token}
          artistName={artistName}
          name={name}
          onNameMissing={() => setNameTried(true)}
        />
      </Stack>
    );
  }

  return (
    <Container size="sm" py="lg" component="main">
      <Stack>
        <ArtistHeader
          name={view.data?.artistName}
          avatarUrl={view.data?.avatarUrl}
          accentColor={view.data?.accentColor}
          place={view.data?.studio}
        />
        <Title order={1} size="h2">
          {approve.isSuccess || view.data?.state === 'approved'
            ? 'Design approved'
            : 'Design to approve'}
        </Title>
        {body}
      </Stack>
    </Container>
  );
}
