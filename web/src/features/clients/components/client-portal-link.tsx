import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { ApiClient } from '@inkforge/domain';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { CopyValueButton } from '@/components/copy-and-share';
import { errorMessage } from '@/lib/api-error';
import { useStudioFormat } from '@/lib/studio-format';
import { usePortalLink } from '../api/get-portal-link';
import { useNewPortalLink } from '../api/new-portal-link';
import { ClientOwnChanges } from './client-own-changes';

const NEW_LINK_MESSAGE =
  'The link the client has now stops working at once, in every mail they were sent. Send them the new one.';

/**
 * The client's own page of bookings with you: when it was last opened, and a new link. Only the
 * link's fingerprint is stored, so the address can be shown and copied only as it is made.
 */
export function ClientPortalLink({ client }: { client: ApiClient }) {
  const { id: clientId, name: clientName } = client;
  const status = usePortalLink(clientId);
  const renew = useNewPortalLink(clientId);
  const f = useStudioFormat();
  const [confirming, setConfirming] = useState(false);
  const [url, setUrl] = useState<string | null>(null);
  const hasLink = !!status.data?.createdAt;
  const make = () =>
    renew.mutate(undefined, {
      onSuccess: ({ url: made }) => {
        setUrl(made);
        setConfirming(false);
      },
    });
  return (
    <Card withBorder component="section" aria-labelledby={`portal-link-${clientId}`}>
      <Stack gap="xs">
        <Title order={5} id={`portal-link-${clientId}`}>
          Your bookings link
        </Title>
        <Text size="sm" c="dimmed">
          {clientName} sees, moves, cancels and pays their bookings with you on their own page.
          Every mail they get from you carries the link.
        </Text>
        {status.isError && (
          <Text size="sm" c="red">
            {errorMessage(status.error, 'The link could not be loaded.')}
          </Text>
        )}
        {status.data && (
          <Text size="sm">
            Last used:{' '}
            {status.data.lastUsedAt ? f.dateTime(status.data.lastUsedAt) : 'not opened yet'}
            {status.data.createdAt ? ` · Link made ${f.date(status.data.createdAt)}` : ''}
          </Text>
        )}
        {url && (
          <Group gap="xs" wrap="wrap">
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {url}
            </Text>
            <CopyValueButton value={url} label="Copy link" copiedLabel="Link copied" />
          </Group>
        )}
        {renew.isError && (
          <Alert color="red" role="alert">
            {errorMessage(renew.error, 'The link could not be made. Please try again.')}
          </Alert>
        )}
        <Group>
          <Button
            size="xs"
            variant="default"
            loading={renew.isPending && !confirming}
            disabled={!status.data}
            onClick={() => (hasLink ? setConfirming(true) : make())}
          >
            {hasLink ? 'New link' : 'Make the link'}
          </Button>
        </Group>
        <ClientOwnChanges client={client} />
      </Stack>
      <ConfirmDialog
        opened={confirming}
        title="New bookings link"
        message={NEW_LINK_MESSAGE}
        confirmLabel="Make a new link"
        loading={renew.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={make}
      />
    </Card>
  );
}
