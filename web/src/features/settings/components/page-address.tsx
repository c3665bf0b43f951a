import { Anchor, Button, CopyButton, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconCheck, IconCopy, IconShare } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';

// The QR encoder is ~10 KB: fetched when this card shows, not with the signed-in app.
const PageQrCode = lazy(() => import('./page-qr-code'));

const canShare = () => typeof navigator !== 'undefined' && typeof navigator.share === 'function';

/** The public page's address to copy, share or print as a QR code. */
export function PageAddress({ username }: { username: string }) {
  const url = `${window.location.origin}/book/${encodeURIComponent(username)}`;
  return (
    <Stack gap={6}>
      <Text size="sm" fw={500}>
        Your page’s address
      </Text>
      <Anchor
        href={url}
        target="_blank"
        rel="noopener"
        size="sm"
        style={{ overflowWrap: 'anywhere' }}
      >
        {url}
      </Anchor>
      <Group gap="xs">
        <CopyButton value={url}>
          {({ copied, copy }) => (
            <Button
              size="xs"
              variant="light"
              onClick={copy}
              leftSection={copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
            >
              {copied ? 'Address copied' : 'Copy address'}
            </Button>
          )}
        </CopyButton>
        {canShare() && (
          <Button
            size="xs"
            variant="default"
            leftSection={<IconShare size={14} />}
            // A dismissed share sheet rejects; there is nothing to tell the artist.
            onClick={() => void navigator.share({ title: 'Book a tattoo', url }).catch(() => {})}
          >
            Share
          </Button>
        )}
      </Group>
      <Suspense fallback={<Skeleton width={160} height={190} />}>
        <PageQrCode url={url} />
      </Suspense>
    </Stack>
  );
}
