import { Anchor, Group, Skeleton, Stack, Text } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { CopyValueButton, ShareLinkButton } from '@/components/copy-and-share';

// The QR encoder is ~10 KB: fetched when this card shows, not with the signed-in app.
const PageQrCode = lazy(() => import('./page-qr-code'));

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
        <CopyValueButton value={url} label="Copy address" copiedLabel="Address copied" />
        <ShareLinkButton url={url} />
      </Group>
      <Suspense fallback={<Skeleton width={160} height={190} />}>
        <PageQrCode url={url} />
      </Suspense>
    </Stack>
  );
}
