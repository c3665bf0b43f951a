import { Button, CopyButton } from '@mantine/core';
import { IconCheck, IconCopy, IconShare } from '@tabler/icons-react';
import type { CSSProperties } from 'react';

/** Copies `value`; its words say what was copied ("Copy link" → "Link copied"). */
export function CopyValueButton(props: {
  value: string;
  label: string;
  copiedLabel: string;
  style?: CSSProperties;
}) {
  return (
    <CopyButton value={props.value}>
      {({ copied, copy }) => (
        <Button
          size="xs"
          variant="light"
          onClick={copy}
          leftSection={copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
          style={props.style}
        >
          {copied ? props.copiedLabel : props.label}
        </Button>
      )}
    </CopyButton>
  );
}

const canShare = () => typeof navigator !== 'undefined' && typeof navigator.share === 'function';

/** The device's share sheet for a booking address; nothing where the device has none. */
export function ShareLinkButton({ url }: { url: string }) {
  if (!canShare()) return null;
  return (
    <Button
      size="xs"
      variant="default"
      leftSection={<IconShare size={14} />}
      // A dismissed share sheet rejects; there is nothing to tell the artist.
      onClick={() => void navigator.share({ title: 'Book a tattoo', url }).catch(() => {})}
    >
      Share
    </Button>
  );
}
