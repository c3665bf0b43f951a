import { Stack, Tabs } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { lazy } from 'react';
import { useSearchParams } from 'react-router';
import type { User } from '@inkforge/domain';
import { useLogout } from '@/features/auth/api/logout';
import { dashboardKeys, userQueryKey } from '@/lib/query-keys';
import { useAuth } from '@/features/auth/use-auth';
import { PageBoundary } from '../page-boundary';
import { PageHeader } from '@/components/page-header';

// Each tab's code downloads when the tab first shows (hovering or focusing a tab starts it), so
// opening Settings does not download the invoices table or the password form.
const loadTab = {
  profile: () => import('./settings-tabs/profile'),
  subscription: () => import('./settings-tabs/subscription'),
  security: () => import('./settings-tabs/security'),
  texts: () => import('./settings-tabs/texts'),
};
const ProfileTab = lazy(loadTab.profile);
const SubscriptionTab = lazy(loadTab.subscription);
const SecurityTab = lazy(loadTab.security);
const TextsTab = lazy(loadTab.texts);

const TABS = ['profile', 'subscription', 'security', 'texts'] as const;
type Tab = (typeof TABS)[number];
const TAB_LABELS: Record<Tab, string> = {
  profile: 'Profile',
  subscription: 'Subscription',
  security: 'Security',
  texts: 'Texts',
};

const isTab = (value: string | null): value is Tab =>
  value !== null && (TABS as readonly string[]).includes(value);

/** /settings?tab=profile|subscription|security|texts[&section=promo]. */
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
    void queryClient.invalidateQueries({ queryKey: dashboardKeys.today });
  };
  const onDeleted = () => logout.mutate();

  return (
    <Stack gap="lg" maw={760}>
      <PageHeader title="Settings" />
      <Tabs value={tab} onChange={(next) => next && setParams({ tab: next })} keepMounted={false}>
        <Tabs.List>
          {TABS.map((value) => (
            <Tabs.Tab
              key={value}
              value={value}
              onMouseEnter={() => void loadTab[value]()}
              onFocus={() => void loadTab[value]()}
            >
              {TAB_LABELS[value]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="profile" pt="md">
          <PageBoundary>
            <ProfileTab user={user} onUserSaved={onUserSaved} onDeleted={onDeleted} />
          </PageBoundary>
        </Tabs.Panel>
        <Tabs.Panel value="subscription" pt="md">
          <PageBoundary>
            <SubscriptionTab
              user={user}
              onUserSaved={onUserSaved}
              refreshUser={() => void queryClient.invalidateQueries({ queryKey: userQueryKey })}
            />
          </PageBoundary>
        </Tabs.Panel>
        <Tabs.Panel value="security" pt="md">
          <PageBoundary>
            <SecurityTab
              user={user}
              onRedeemed={onRedeemed}
              focusPromo={params.get('section') === 'promo'}
            />
          </PageBoundary>
        </Tabs.Panel>
        <Tabs.Panel value="texts" pt="md">
          <PageBoundary>
            <TextsTab user={user} />
          </PageBoundary>
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
