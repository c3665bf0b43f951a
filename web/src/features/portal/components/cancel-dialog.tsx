import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { StudioFormatters } from '@inkforge/domain';
import { errorMessage } from '@/lib/api-error';
import { notifySuccess } from '@/lib/notify';
import { useCancelAppointment } from '../api/cancel-appointment';
import type { ApiPortalAppointment } from '../api/provisional-types';

interface Props {
  opened: boolean;
  token: string;
  appointment: ApiPortalAppointment;
  f: StudioFormatters;
  onClose: () => void;
}

/**
 * Cancelling says first, in the API's words under the policy the client accepted, what becomes
 * of the deposit; keeping the appointment is the safe default.
 */
export function CancelDialog({ opened, token, appointment: a, f, onClose }: Props) {
  const cancel = useCancelAppointment(token);
  const when = f.dateTime(a.start, { weekday: true, timeZone: a.timezone });
  const close = () => {
    cancel.reset();
    onClose();
  };
  const confirm = () =>
    cancel.mutate(a.id, {
      onSuccess: () => {
        notifySuccess('Appointment cancelled', `Your appointment on ${when} is cancelled.`);
        close();
      },
    });
  return (
    <Modal opened={opened} onClose={close} title="Cancel this appointment?" centered>
      <Stack>
        <Text>
          {when}: {a.what.title || a.typeLabel}
        </Text>
        <Text fw={600}>{a.cancel?.outcome}</Text>
        {cancel.isError && (
          <Alert color="red" role="alert">
            {errorMessage(cancel.error, 'The appointment could not be cancelled. Please try again.')}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close} data-autofocus>
            Keep my appointment
          </Button>
          <Button color="red" loading={cancel.isPending} onClick={confirm}>
            Cancel the appointment
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
