import { AppShell } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Outlet, useNavigate } from 'react-router';
import type { User } from '@inkforge/domain';
import { paths } from '@/config/paths';
import { ChatWidget } from '@/features/chat/components/chat-widget';
import { useLogout } from '@/features/auth/api/logout';
import { DiscountPrompt } from './discount-prompt';
import { HeaderBar } from './header-bar';
import { Sidebar } from './sidebar';
import { SubscriptionRequiredDialog } from './subscription-required-dialog';
import { useDiscountPrompt } from './use-discount-prompt';

/** The signed-in frame: sidebar (a slide-over below 768 px), header, dialogs, then the page. */
export function AppLayout({ user }: { user: User }) {
  const [navOpened, nav] = useDisclosure(false);
  const logout = useLogout();
  const navigate = useNavigate();
  const discount = useDiscountPrompt(user);

  const onLogout = () =>
    logout.mutate(undefined, { onSettled: () => navigate(paths.login, { replace: true }) });

  return (
    <AppShell
      header={{ height: 64 }}
      navbar={{ width: 264, breakpoint: 'sm', collapsed: { mobile: !navOpened } }}
      padding="md"
    >
      <AppShell.Header>
        <HeaderBar user={user} navOpened={navOpened} onToggleNav={nav.toggle} />
      </AppShell.Header>
      <AppShell.Navbar aria-label="Sidebar">
        <Sidebar
          user={user}
          onNavigate={nav.close}
          onLogout={onLogout}
          loggingOut={logout.isPending}
        />
      </AppShell.Navbar>
      <AppShell.Main>
        <Outlet />
      </AppShell.Main>
      {/* A brand-new account with no credits qualifies for both dialogs: the discount code (free
          credits) is asked first, so the user never has to close two stacked dialogs. */}
      <SubscriptionRequiredDialog user={user} held={discount.pending} />
      <DiscountPrompt prompt={discount} />
      <ChatWidget user={user} />
    </AppShell>
  );
}
