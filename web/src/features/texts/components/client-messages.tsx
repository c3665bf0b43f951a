import { Alert, Skeleton, Stack } from '@mantine/core';
import { errorMessage } from '@/lib/api-error';
import { useClientMessages } from '../api/get-client-messages';
import { useTextSettings } from '../api/get-text-settings';
import { useSendClientMessage } from '../api/send-client-message';
import { closedReason } from './closed-reason';
import { MessageThread } from './message-thread';
import { ReplyBox } from './reply-box';

interface Props {
  clientId: string;
  clientName: string;
}

/** The client's record → Messages: the thread and the answer box (issue 44). */
export function ClientMessages({ clientId, clientName }: Props) {
  const thread = useClientMessages(clientId);
  const settings = useTextSettings();
  const send = useSendClientMessage(clientId);

  if (thread.isPending || settings.isPending) return <Skeleton height={160} />;
  if (thread.isError || settings.isError) {
    return (
      <Alert color="red" title="Failed to load texts">
        {errorMessage(thread.error ?? settings.error, 'Please try again.')}
      </Alert>
    );
  }
  return (
    <Stack>
      <MessageThread clientName={clientName} messages={thread.data.messages} />
      {send.isError && (
        <Alert color="red" title="Text not sent" role="alert">
          {errorMessage(send.error, 'The text could not be sent. Please try again.')}
        </Alert>
      )}
      <ReplyBox
        clientName={clientName}
        closedReason={closedReason(clientName, settings.data, thread.data)}
        sending={send.isPending}
        onSend={(body) => send.mutateAsync(body)}
      />
    </Stack>
  );
}
