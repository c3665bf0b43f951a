import { Button, CopyButton, Group, Loader, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { ApiProject } from '@inkforge/domain';
import { errorMessage } from '@/lib/api-error';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useStudioFormat } from '@/lib/studio-format';
import { useDesignApproval } from '../api/get-design-approval';
import { useGalleryChoices } from '../api/get-gallery-choices';
import { useRequestApproval } from '../api/request-approval';
import { ApprovalChangeRequests } from './approval-change-requests';
import { ApprovalImagePicker } from './approval-image-picker';
import { ApprovalImages } from './approval-images';

interface Props {
  project: ApiProject;
  onClose: () => void;
}

/**
 * Beyond the spec: the artist freezes the approved design (with its stencil and placement
 * preview), each picked from the gallery items of its kind, and sends the client a private link
 * to approve it or ask for changes; the approved record never changes.
 */
export function DesignApprovalDialog({ project, onClose }: Props) {
  const approval = useDesignApproval(project.id);
  const gallery = useGalleryChoices();
  const f = useStudioFormat();
  const ask = useRequestApproval(project.id);
  const [design, setDesign] = useState<string | null>(null);
  const [stencil, setStencil] = useState<string | null>(null);
  const [placement, setPlacement] = useState<string | null>(null);
  const url = ask.data ? `${window.location.origin}${ask.data.path}` : '';
  const items = gallery.data ?? [];

  const submit = (emailClient = false) =>
    design &&
    ask.mutate(
      {
        designItemId: design,
        stencilItemId: stencil,
        placementItemId: placement,
        ...(emailClient ? { emailClient } : {}),
      },
      {
        onSuccess: ({ emailed }) => {
          if (emailed === 'sent')
            notifySuccess('Link E-mailed', 'The client has the link by e-mail.');
          if (emailed === 'no_address')
            notifyError(
              'Not E-mailed',
              'This client has no e-mail address: copy the link instead.',
            );
          if (emailed === 'failed')
            notifyError('Not E-mailed', 'The mail server did not take it: copy the link instead.');
        },
        onError: (error) =>
          notifyError('Approval Not Sent', errorMessage(error, 'Please try again.')),
      },
    );

  let body: React.ReactNode;
  if (approval.isPending)
    body = <Loader size="sm" role="status" aria-label="Loading the approval" />;
  else if (approval.isError)
    body = <Text c="red">{errorMessage(approval.error, 'Failed to load.')}</Text>;
  else if (approval.data?.status === 'approved') {
    body = (
      <Stack gap="xs">
        <Text>
          Approved by <b>{approval.data.approvedBy}</b> on{' '}
          {approval.data.approvedAt ? f.dateTime(approval.data.approvedAt) : '—'}
        </Text>
        <ApprovalImages images={approval.data.images} />
        <ApprovalChangeRequests requests={approval.data.changeRequests} />
      </Stack>
    );
  } else {
    body = (
      <Stack gap="xs">
        {approval.data && !url && (
          <>
            <Text size="sm">
              Waiting for the client.
              {approval.data.linkExpiresAt
                ? ` The link expires ${f.dateTime(approval.data.linkExpiresAt)};`
                : ''}{' '}
              asking again replaces it.
            </Text>
            <ApprovalImages images={approval.data.images} />
          </>
        )}
        {approval.data && <ApprovalChangeRequests requests={approval.data.changeRequests} />}
        {gallery.isPending ? (
          <Loader size="sm" role="status" aria-label="Loading the gallery" />
        ) : (
          <>
            <ApprovalImagePicker
              kind="design"
              legend="Approved design (required)"
              items={items}
              value={design}
              onChange={setDesign}
            />
            <ApprovalImagePicker
              kind="stencil"
              legend="Stencil (optional)"
              items={items}
              value={stencil}
              onChange={setStencil}
              optional
            />
            <ApprovalImagePicker
              kind="placement"
              legend="Placement preview (optional)"
              items={items}
              value={placement}
              onChange={setPlacement}
              optional
            />
          </>
        )}
        <Group>
          <Button size="xs" onClick={() => submit()} disabled={!design} loading={ask.isPending}>
            Create approval link
          </Button>
          <Button
            size="xs"
            variant="light"
            onClick={() => submit(true)}
            disabled={!design}
            loading={ask.isPending}
          >
            Create and e-mail to client
          </Button>
        </Group>
        {url && (
          <>
            <TextInput label="Private approval link" readOnly value={url} />
            <CopyButton value={url}>
              {({ copied, copy }) => (
                <Button size="xs" variant="light" onClick={copy} w="fit-content">
                  {copied ? 'Copied' : 'Copy link'}
                </Button>
              )}
            </CopyButton>
          </>
        )}
      </Stack>
    );
  }

  return (
    <Modal opened onClose={onClose} title="Design Approval">
      <Stack>
        <Text fw={600}>{project.title}</Text>
        {body}
      </Stack>
    </Modal>
  );
}
