import type { User } from '@inkforge/domain';
import { ConfirmDialog } from '@/components/confirm-dialog';
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
    <ConfirmDialog
      opened={opened}
      onClose={onClose}
      title="Cancel subscription?"
      message={`You keep your plan and credits until ${renews ?? 'the end of the billing period'}. After that your account moves to the free plan and unused plan credits expire. Pack credits stay.`}
      cancelLabel="Keep Subscription"
      confirmLabel="Cancel Subscription"
      loading={cancel.isPending}
      onConfirm={() =>
        cancel.mutate(undefined, {
          onSuccess: ({ message }) => {
            onClose();
            notifySuccess('Subscription Cancelled', message);
          },
          onError: () => notifyError('Cancellation Failed', 'Failed to cancel subscription.'),
        })
      }
    />
  );
}
