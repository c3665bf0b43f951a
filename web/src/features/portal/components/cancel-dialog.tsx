import { Alert, Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import type { StudioFormatters } from '@inkforge/domain';
import { errorMessage } from '@/lib/api-error';
import { notifySuccess } from '@/lib/notify';
import { useCancelAppointment } from '../api/cancel-appointment';
import { useCancelPreview } from '../api/get-cancel-preview';
import type { ApiPortalAppointment } from '@inkforge/domain';

interface Props {
  opened: boolean;
  token: string;
  appointment: ApiPortalAppointment;
  f: StudioFormatters;
  onClose: () => void;
}

/**
 * Cancelling says first, in the API's words under the policy the client accepted, what becomes
 * of the deposit (asked again as the dialog opens); keeping the appointment is the safe default.
 */
export function CancelDialog({ opened, token, appointment: a, f, onClose }: Props) {
  const preview = useCancelPreview(token, opened ? a.id : null);
  const cancel = useCancelAppointment(token);
  const when = f.dateTime(a.start, { weekday: true, timeZone: a.timezone });
  const close = () => {
    cancel.reset();
    onClose();
  };
  const confirm = () =>
    cancel.mutate(a.id, {
      onSuccess: ({ words }) => {
        notifySuccess(
          'Appointment cancelled',
          `Your appointment on ${when} is cancelled. ${words}`,
        );
        close();
      },
    });
  const allowed = preview.data?.allowed === true;
  let outcome: React.ReactNode;
  if (preview.isPending) {
    outcome = <Loader size="sm" role="status" aria-label="Checking what happens to your deposit" />;
  } else if (preview.isError) {
    outcome = (
      <Alert color="red" role="alert">
        {errorMessage(
          preview.error,
          'This booking cannot be cancelled here. Please write to the artist.',
        )}
      </Alert>
    );
  } else {
    outcome = <Text fw={600}>{allowed ? preview.data.words : preview.data.reason}</Text>;
  }
  return (
    <Modal opened={opened} onClose={close} title="Cancel this appointment?" centered>
      <Stack>
        <Text>
          {when}: {a.what.title || a.typeLabel}
        </Text>
        {outcome}
        {cancel.isError && (
          <Alert color="red" role="alert">
            {errorMessage(
              cancel.error,
              'The appointment could not be cancelled. Please try again.',
            )}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close} data-autofocus>
            Keep my appointment
          </Button>
          {allowed && (
            <Button color="red" loading={cancel.isPending} onClick={confirm}>
              Cancel the appointment
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
