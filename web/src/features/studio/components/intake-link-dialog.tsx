import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import type { ApiStudioCalendarEntry } from '@inkforge/domain';
import { CopyValueButton } from '@/components/copy-and-share';
import { errorMessage } from '@/lib/api-error';
import { useStudioFormat } from '@/lib/studio-format';
import { useSendIntakeLink } from '../api/desk-actions';

interface Props {
  studioId: string;
  entry: ApiStudioCalendarEntry;
  onClose: () => void;
}

const EMAILED = {
  sent: 'We e-mailed the link to the client.',
  no_address: 'The client’s card has no e-mail: send the link yourself.',
  failed: 'The e-mail could not be sent: send the link yourself.',
} as const;

/** Makes a fresh intake link for the appointment and shows it to copy. */
export function IntakeLinkDialog({ studioId, entry, onClose }: Props) {
  const format = useStudioFormat();
  const send = useSendIntakeLink();
  const link = send.data ? `${window.location.origin}${send.data.path}` : null;
  return (
    <Modal opened onClose={onClose} title="Send intake link" centered>
      <Stack>
        <Text size="sm">
          {entry.localDate} {entry.localTime} · {entry.title} · {entry.clientName} with{' '}
          {entry.artistName}
        </Text>
        {send.isError && (
          <Alert color="red" role="alert">
            {errorMessage(send.error, 'The intake link could not be made.')}
          </Alert>
        )}
        {link && send.data ? (
          <>
            <TextInput
              label="Intake link"
              readOnly
              value={link}
              onFocus={(e) => e.currentTarget.select()}
            />
            <Text size="sm">
              {send.data.emailed ? `${EMAILED[send.data.emailed]} ` : ''}The link works until{' '}
              {format.dateTime(send.data.expiresAt)}.
            </Text>
            <Group justify="flex-end">
              <CopyValueButton value={link} label="Copy link" copiedLabel="Link copied" />
              <Button variant="default" onClick={onClose}>
                Done
              </Button>
            </Group>
          </>
        ) : (
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Close
            </Button>
            <Button
              loading={send.isPending}
              onClick={() =>
                send.mutate({ studioId, artistUid: entry.artistUid, appointmentId: entry.id })
              }
            >
              Make the link
            </Button>
          </Group>
        )}
      </Stack>
    </Modal>
  );
}
