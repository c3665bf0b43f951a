import { Button, Group, Modal, Text } from '@mantine/core';
import type { User } from '@inkforge/domain';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useCancelSubscription } from '../api/cancel-subscription';

interface Props {
  opened: boolean;
  onClose: () => void;
  /** When the plan renews, as the tab shows it; null when unknown. */
  renews: string | null;
  onUser: (user: User) => void;
}

/** 'Cancel subscription?': the plan and its credits stay until the period ends. */
export function CancelSubscriptionDialog({ opened, onClose, renews, onUser }: Props) {
  const cancel = useCancelSubscription(onUser);
  return (
    <Modal opened={opened} onClose={onClose} title="Cancel subscription?" centered>
      <Text mb="md">
        You keep your plan and credits until {renews ?? 'the end of the billing period'}. After that
        your account moves to the free plan and unused plan credits expire. Pack credits stay.
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          Keep Subscription
        </Button>
        <Button
          color="red"
          loading={cancel.isPending}
          onClick={() =>
            cancel.mutate(undefined, {
              onSuccess: ({ message }) => {
                onClose();
                notifySuccess('Subscription Cancelled', message);
              },
              onError: () => notifyError('Cancellation Failed', 'Failed to cancel subscription.'),
            })
          }
        >
          Cancel Subscription
        </Button>
      </Group>
    </Modal>
  );
}
