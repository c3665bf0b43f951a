import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useState, type ComponentProps } from 'react';
import { Link } from 'react-router';
import { BILLING_ERRORS, isCancelledStatus, planLabel, type User } from '@inkforge/domain';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-error';
import { lazyDialog } from '@/lib/lazy-dialog';
import { notifyError, notifyInfo, notifySuccess } from '@/lib/notify';
import { useOpenBillingPortal } from '../api/open-billing-portal';
import { useSyncSubscription } from '../api/sync-subscription';
import { billingDate } from '../billing-dates';
import type { CancelSubscriptionDialog as CancelSubscription } from './cancel-subscription-dialog';
import { PendingPlanNotice } from './pending-plan-notice';

// The confirmation (and Mantine's modal machinery) downloads when first opened.
const CancelSubscriptionDialog = lazyDialog(
  () => import('./cancel-subscription-dialog').then((m) => m.CancelSubscriptionDialog),
  (props: ComponentProps<typeof CancelSubscription>) => props.opened,
  (props) => ({ ...props, opened: false }),
);

const STATUS_LABEL: Record<User['subscriptionStatus'], string> = {
  active: 'Active',
  inactive: 'No subscription',
  canceled: 'Cancelled',
  cancelled: 'Cancelled',
  past_due: 'Payment Failed',
  trial: 'Trial',
};

/** The spec's words for a portal the provider would not open. */
const PORTAL_FAILED = BILLING_ERRORS.BILLING_PORTAL_FAILED;

/** The same date style as the billing history and the pending change ("23 Dec 2026"). */
const day = (iso: string | null) => (iso ? billingDate(iso) : null);

/** Settings → Subscription: plan, credits, renewal; cancel, sync, portal. */
interface Props {
  user: User;
  onUser: (user: User) => void;
  /** Re-reads the signed-in user after a change this tab does not get the user back from. */
  refreshUser: () => void;
}

export function SubscriptionTab({ user, onUser, refreshUser }: Props) {
  const [confirming, setConfirming] = useState(false);
  const sync = useSyncSubscription(onUser);
  const portal = useOpenBillingPortal((error) =>
    error instanceof ApiError
      ? notifyError(PORTAL_FAILED.title, PORTAL_FAILED.message)
      : notifyError('Portal Error', 'No portal URL received from server'),
  );
  const cancelled = isCancelledStatus(user.subscriptionStatus);
  const renews = day(user.subscriptionRenewsAt);

  const openPortal = () => portal.mutate();

  return (
    <Card withBorder radius="md" padding="lg">
      <Group justify="space-between" mb="md">
        <Title order={2} size="h4">
          Subscription
        </Title>
        <Badge
          color={user.subscriptionStatus === 'active' ? 'teal' : cancelled ? 'orange' : 'gray'}
        >
          {STATUS_LABEL[user.subscriptionStatus]}
        </Badge>
      </Group>
      <Stack gap={4}>
        <Text>
          Plan: <b>{planLabel(user)}</b>
          {user.billing && user.currentPlan ? ` (billed ${user.billing})` : ''}
        </Text>
        <Text>
          Credits: <b data-testid="subscription-credits">{user.creditsRemaining}</b>
        </Text>
        {user.role === 'admin' && !user.currentPlan && (
          <Text c="dimmed" data-testid="admin-billing">
            Admin account: not billed. Its credits are granted to the account, so it has no plan,
            invoices or card.
          </Text>
        )}
        {renews && user.currentPlan && (
          <Text>{cancelled ? `Access ends on ${renews}` : `Renews on ${renews}`}</Text>
        )}
      </Stack>
      <PendingPlanNotice user={user} onChanged={refreshUser} />
      <Group mt="md">
        {user.currentPlan ? (
          <>
            <Button component={Link} to={paths.updatePlan} variant="light">
              Update Plan
            </Button>
            {!cancelled && (
              <Button color="red" variant="outline" onClick={() => setConfirming(true)}>
                Cancel Subscription
              </Button>
            )}
          </>
        ) : user.role === 'admin' ? null : (
          <Button component={Link} to={paths.subscribe}>
            Subscribe Now
          </Button>
        )}
        <Button
          variant="default"
          loading={sync.isPending}
          onClick={() =>
            sync.mutate(undefined, {
              // Decided by the account the sync returns: a success only when there is a plan.
              onSuccess: ({ message, user: synced }) =>
                synced.currentPlan
                  ? notifySuccess('Subscription Synced', message)
                  : notifyInfo(
                      'No Subscription Found',
                      'This account has no subscription to sync.',
                    ),
              onError: () => notifyError('Sync Failed', 'Failed to sync subscription data.'),
            })
          }
        >
          Sync Subscription
        </Button>
        {/* The billing portal needs a billing account: only someone who has subscribed has one. */}
        {user.subscriptionStartedAt && (
          <Button variant="default" loading={portal.isPending} onClick={openPortal}>
            Manage Billing
          </Button>
        )}
      </Group>
      <CancelSubscriptionDialog
        opened={confirming}
        onClose={() => setConfirming(false)}
        renews={renews}
        onUser={onUser}
      />
    </Card>
  );
}
