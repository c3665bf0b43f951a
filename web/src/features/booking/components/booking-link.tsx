import { Anchor, Group, Text } from '@mantine/core';
import { CopyValueButton, ShareLinkButton } from '@/components/copy-and-share';

/** The artist's booking page address with Copy and, where the device can, Share. */
export function BookingLink({ url }: { url: string }) {
  return (
    <Group gap="xs" wrap="wrap">
      <Text size="sm" c="dimmed">
        Clients send requests from{' '}
        <Anchor href={url} target="_blank" rel="noopener" style={{ overflowWrap: 'anywhere' }}>
          {url}
        </Anchor>
        ; they arrive under Requests.
      </Text>
      <CopyValueButton value={url} label="Copy link" copiedLabel="Link copied" />
      <ShareLinkButton url={url} />
    </Group>
  );
}
