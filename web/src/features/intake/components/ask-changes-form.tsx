import { Alert, Button, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { APPROVAL_CHANGES_MAX } from '@inkforge/domain';
import { errorMessage } from '@/lib/api-error';
import { useAskApprovalChanges } from '../api/ask-approval-changes';

interface Props {
  token: string;
  artistName: string;
  /** The name typed above, shared with the approval. */
  name: string;
  /** Marks the name field when the client sends without it. */
  onNameMissing: () => void;
}

/** The other answer to a design: a message back to the artist, who gets it in their bell. */
export function AskChangesForm({ token, artistName, name, onNameMissing }: Props) {
  const ask = useAskApprovalChanges(token);
  const [message, setMessage] = useState('');
  const [tried, setTried] = useState(false);

  const send = (event: React.FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!name.trim()) onNameMissing();
    if (name.trim() && message.trim()) ask.mutate({ name, message });
  };

  if (ask.isSuccess)
    return (
      <Alert color="blue" title="Your message was sent" role="status">
        {artistName} will read it and send you a new version to approve.
      </Alert>
    );
  return (
    <form onSubmit={send} noValidate aria-label="Ask for changes">
      <Stack gap="xs">
        <Textarea
          label={`Not quite right? Tell ${artistName} what to change`}
          autosize
          minRows={3}
          maxLength={APPROVAL_CHANGES_MAX}
          value={message}
          onChange={(e) => setMessage(e.currentTarget.value)}
          error={tried && !message.trim() ? 'Say what you would like changed.' : undefined}
        />
        {ask.isError && (
          <Alert color="red" role="alert">
            {errorMessage(ask.error, 'The message could not be sent.')}
          </Alert>
        )}
        <Button type="submit" variant="default" loading={ask.isPending} w="fit-content">
          Ask for changes
        </Button>
      </Stack>
    </form>
  );
}
