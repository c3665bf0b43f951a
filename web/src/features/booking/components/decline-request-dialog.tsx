import { Alert, Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import type { ApiBookingRequest } from '@inkforge/domain';
import { useState } from 'react';
import { errorMessage } from '@/lib/api-error';
import { notifySuccess } from '@/lib/notify';
import { useDeclineBookingRequest } from '../api/decline-booking-request';

interface Props {
  request: ApiBookingRequest | null;
  onClose: () => void;
}

/** Declines a request with a message the client receives by e-mail. */
export function DeclineRequestDialog({ request, onClose }: Props) {
  const decline = useDeclineBookingRequest();
  const [message, setMessage] = useState('');
  const close = () => {
    setMessage('');
    decline.reset();
    onClose();
  };
  const submit = () => {
    if (!request) return;
    decline.mutate(
      { id: request.id, message },
      {
        onSuccess: (answered) => {
          notifySuccess(
            'Request Declined',
            answered.mailSent
              ? `${request.name} is e-mailed your message.`
              : 'The e-mail could not be sent; please contact the client yourself.',
          );
          close();
        },
      },
    );
  };

  return (
    <Modal opened={request !== null} onClose={close} title="Decline request" size="md">
      <Stack>
        <Textarea
          label={`Message to ${request?.name ?? 'the client'}`}
          description="Sent by e-mail; replies come to you."
          required
          autosize
          minRows={4}
          maxLength={2000}
          value={message}
          onChange={(e) => setMessage(e.currentTarget.value)}
        />
        {decline.isError && (
          <Alert color="red" role="alert">
            {errorMessage(decline.error, 'The request could not be declined.')}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button
            color="red"
            onClick={submit}
            loading={decline.isPending}
            disabled={!message.trim()}
          >
            Decline and send
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
