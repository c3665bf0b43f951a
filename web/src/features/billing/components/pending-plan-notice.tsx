import { Alert, Button, Group, Text } from '@mantine/core';
import { PLANS, type User } from '@inkforge/domain';
import { errorMessage } from '@/lib/api-error';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useUndoPlanChange } from '../api/undo-plan-change';
import { billingDate } from '../billing-dates';

/** A scheduled downgrade or switch to monthly: what changes, when, and Undo. */
export function PendingPlanNotice({ user, onChanged }: { user: User; onChanged?: () => void }) {
  const undo = useUndoPlanChange();
  const pending = user.pendingPlan;
  if (!pending) return null;
  const sameTier = pending.planCode === user.currentPlan;
  const what = sameTier
    ? `Switches to ${pending.billing} billing`
    : `Changes to ${PLANS[pending.planCode].name}${pending.billing === 'yearly' ? ' (yearly)' : ''}`;
  return (
    <Alert color="blue" title="Scheduled change" data-testid="pending-plan">
      <Group justify="space-between" wrap="wrap">
        <Text fz="sm">
          {what} on {billingDate(pending.effectiveAt)}. Until then nothing changes.
        </Text>
        <Button
          size="xs"
          variant="white"
          loading={undo.isPending}
          onClick={() =>
            undo.mutate(undefined, {
              onSuccess: ({ message }) => {
                notifySuccess('Change Undone', message);
                onChanged?.();
              },
              onError: (e) => notifyError('Undo Failed', errorMessage(e, 'Undo failed')),
            })
          }
        >
          Undo
        </Button>
      </Group>
    </Alert>
  );
}
