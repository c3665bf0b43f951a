import { Stack } from '@mantine/core';
import type { User } from '@inkforge/domain';
import { BillingHistory } from '@/features/billing/components/billing-history';
import { CreditHistory } from '@/features/billing/components/credit-history';
import { SubscriptionTab as Subscription } from '@/features/billing/components/subscription-tab';

interface Props {
  user: User;
  onUserSaved: (user: User) => void;
  refreshUser: () => void;
}

/** Settings → Subscription: the plan, the invoices and every credit movement. */
export default function SubscriptionTab({ user, onUserSaved, refreshUser }: Props) {
  return (
    <Stack>
      <Subscription user={user} onUser={onUserSaved} refreshUser={refreshUser} />
      <BillingHistory user={user} />
      <CreditHistory balance={user.creditsRemaining} />
    </Stack>
  );
}
