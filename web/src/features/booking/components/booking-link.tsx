import { Anchor, Button, CopyButton, Group, Text } from '@mantine/core';
import { IconCheck, IconCopy, IconShare } from '@tabler/icons-react';

const canShare = () => typeof navigator !== 'undefined' && typeof navigator.share === 'function';

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
      <CopyButton value={url}>
        {({ copied, copy }) => (
          <Button
            size="xs"
            variant="light"
            onClick={copy}
            leftSection={copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
          >
            {copied ? 'Link copied' : 'Copy link'}
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
  );
}
