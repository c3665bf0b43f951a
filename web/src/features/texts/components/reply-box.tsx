import { Alert, Button, Group, Stack, Textarea } from '@mantine/core';
import { useId, useState, type FormEvent } from 'react';
import { SegmentCount } from './segment-count';

interface Props {
  clientName: string;
  /** Why the studio cannot text this client now, in words; null when it can. */
  closedReason: string | null;
  sending: boolean;
  /** Resolves when the text was accepted, so the box empties only then. */
  onSend: (body: string) => Promise<unknown>;
}

/** The answer box under the thread, with the segment count as the artist types. */
export function ReplyBox({ clientName, closedReason, sending, onSend }: Props) {
  const [body, setBody] = useState('');
  const countId = useId();
  const reasonId = useId();
  const closed = closedReason !== null;
  const empty = body.trim().length === 0;

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (closed || empty || sending) return;
    onSend(body.trim()).then(
      () => setBody(''),
      () => undefined,
    );
  };

  return (
    <Stack component="form" gap="xs" onSubmit={submit} aria-label={`Reply to ${clientName}`}>
      {closed && (
        <Alert id={reasonId} color="gray" title="Texts to this client are closed">
          {closedReason}
        </Alert>
      )}
      <Textarea
        label={`Text to ${clientName}`}
        autosize
        minRows={2}
        maxRows={6}
        value={body}
        disabled={closed}
        aria-describedby={closed ? reasonId : countId}
        onChange={(e) => setBody(e.currentTarget.value)}
        onKeyDown={(e) => {
          // Enter makes a new line (phones have no other way); Ctrl or Cmd+Enter sends.
          if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) submit();
        }}
      />
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
        {/* Described by, not live: read when the field is reached, not at every key. */}
        {!closed && <SegmentCount body={body} id={countId} />}
        <Button
          type="submit"
          disabled={closed || empty}
          loading={sending}
          ml="auto"
          style={{ flexShrink: 0 }}
        >
          Send text
        </Button>
      </Group>
    </Stack>
  );
}
