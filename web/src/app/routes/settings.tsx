import { Anchor, Stack, Tabs, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import type { User } from '@inkforge/domain';
import { paths } from '@/config/paths';
import { useLogout } from '@/features/auth/api/logout';
import { dashboardKeys, userQueryKey } from '@/lib/query-keys';
import { useAuth } from '@/features/auth/use-auth';
import { BillingHistory } from '@/features/billing/components/billing-history';
import { CreditHistory } from '@/features/billing/components/credit-history';
import { SubscriptionTab } from '@/features/billing/components/subscription-tab';
import { PromoCodeCard } from '@/features/promo/components/promo-code-card';
import { ChangePasswordForm } from '@/features/settings/components/change-password-form';
import { DeleteAccountCard } from '@/features/settings/components/delete-account-card';
import { ProfileForm } from '@/features/settings/components/profile-form';
import { WaiverCard } from '@/features/settings/components/waiver-card';
import { BookingSettingsCard } from '@/features/booking/components/booking-settings-card';

const TABS = ['profile', 'subscription', 'security'] as const;
type Tab = (typeof TABS)[number];

const isTab = (value: string | null): value is Tab =>
  value !== null && (TABS as readonly string[]).includes(value);

/** /settings?tab=profile|subscription|security[&section=promo]. */
export default function SettingsRoute() {
  const { user } = useAuth();
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const logout = useLogout();
  if (!user) return null;

  const requested = params.get('tab');
  const tab: Tab = isTab(requested) ? requested : 'profile';
  const onUserSaved = (saved: User) => queryClient.setQueryData(userQueryKey, saved);
  const onRedeemed = () => {
    void queryClient.invalidateQueries({ queryKey: userQueryKey });
    void queryClient.invalidateQueries({ queryKey: dashboardKeys.stats });
  };
  const onDeleted = () => logout.mutate();

  return (
    <Stack gap="lg" maw={760}>
      <Title order={1} size="h2">
        Settings
      </Title>
      <Tabs value={tab} onChange={(next) => next && setParams({ tab: next })} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="profile">Profile</Tabs.Tab>
          <Tabs.Tab value="subscription">Subscription</Tabs.Tab>
          <Tabs.Tab value="security">Security</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="profile" pt="md">
          <Stack>
            <ProfileForm key={user.id} user={user} onSaved={onUserSaved} />
            <WaiverCard />
            <BookingSettingsCard />
            <DeleteAccountCard onDeleted={onDeleted} />
            <Anchor component={Link} to={paths.privacy} fz="sm">
              Privacy Policy: what we store, why, and your rights
            </Anchor>
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="subscription" pt="md">
          <Stack>
            <SubscriptionTab
              user={user}
              onUser={onUserSaved}
              refreshUser={() => void queryClient.invalidateQueries({ queryKey: userQueryKey })}
            />
            <BillingHistory user={user} />
            <CreditHistory balance={user.creditsRemaining} />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="security" pt="md">
          <Stack>
            <ChangePasswordForm user={user} />
            <PromoCodeCard onRedeemed={onRedeemed} focus={params.get('section') === 'promo'} />
          </Stack>
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
