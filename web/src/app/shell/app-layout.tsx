import { useDisclosure, useMediaQuery, useWindowEvent } from '@mantine/hooks';
import { useRef, type CSSProperties } from 'react';
import { Outlet, useLocation } from 'react-router';
import type { User } from '@inkforge/domain';
import { ChatWidget } from '@/features/chat/components/chat-widget';
import { useLogout } from '@/features/auth/api/logout';
import { useLatch } from '@/lib/use-latch';
import { PageBoundary } from '../page-boundary';
import { DiscountPrompt, SubscriptionRequiredDialog } from './arrival-dialogs';
import { HeaderBar } from './header-bar';
import { Sidebar } from './sidebar';
import { SkipLink, MAIN_ID } from './skip-link';
import { needsSubscription } from './subscription-required';
import { useDiscountPrompt } from './use-discount-prompt';
import classes from './app-layout.module.css';

const NAV_ID = 'app-navigation';
// Above the floating chat (150) so the open phone nav is never covered; under dialogs (200).
const SHELL_Z_INDEX = 160;
// The floating chat button (56 px, 20 px from the edge) must never sit on a screen's last line.
const CHAT_CLEARANCE = 96;

/** The signed-in frame: sidebar (a slide-over below 768 px), header, dialogs, then the page. */
export function AppLayout({ user }: { user: User }) {
  const [navOpened, nav] = useDisclosure(false);
  const isPhone = useMediaQuery('(max-width: 48em)') ?? false;
  const burger = useRef<HTMLButtonElement>(null);
  const logout = useLogout();
  const discount = useDiscountPrompt(user);
  const { pathname } = useLocation();
  const subscriptionMounted = useLatch(needsSubscription(user, pathname));

  const onLogout = () => logout.mutate();

  useWindowEvent('keydown', (event) => {
    if (event.key !== 'Escape' || !navOpened || !isPhone) return;
    nav.close();
    burger.current?.focus();
  });

  const frame = {
    '--shell-z-index': SHELL_Z_INDEX,
    '--chat-clearance': `${CHAT_CLEARANCE}px`,
  } as CSSProperties;

  return (
    <div style={frame}>
      <SkipLink />
      <header className={classes.header}>
        <HeaderBar
          user={user}
          navOpened={navOpened}
          onToggleNav={nav.toggle}
          navId={NAV_ID}
          burgerRef={burger}
        />
      </header>
      {/* Off screen on a phone when closed: out of the tab order and of the reading order too. */}
      <nav
        id={NAV_ID}
        aria-label="Sidebar"
        className={classes.navbar}
        data-opened={navOpened || undefined}
        inert={isPhone && !navOpened}
      >
        <Sidebar
          user={user}
          onNavigate={nav.close}
          onLogout={onLogout}
          loggingOut={logout.isPending}
        />
      </nav>
      <main id={MAIN_ID} tabIndex={-1} className={classes.main}>
        <PageBoundary>
          <Outlet />
        </PageBoundary>
      </main>
      {/* A brand-new account with no credits qualifies for both dialogs: the discount code (free
          credits) is asked first, so the user never has to close two stacked dialogs. */}
      {subscriptionMounted && <SubscriptionRequiredDialog user={user} held={discount.pending} />}
      <DiscountPrompt prompt={discount} />
      <ChatWidget user={user} />
    </div>
  );
}
