import { Indicator } from '@mantine/core';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useNotifications } from '../api/get-notifications';
import { BellButton } from './bell-button';

const loadPanel = () => import('./notification-panel');
const NotificationPanel = lazy(() => loadPanel().then((m) => ({ default: m.NotificationPanel })));
const preloadPanel = () => {
  // A failed download is tried again, and shown, when the bell is opened.
  loadPanel().catch(() => undefined);
};

/** Focus was on something that is gone (the panel, or the bell it replaced). */
const focusLost = () => document.activeElement === null || document.activeElement === document.body;

/**
 * The header's bell: the unread count on every signed-in screen; the list of what finished or
 * failed, money that moved and appointments within a day when opened. Opening an entry marks it
 * read and goes to the screen that shows it.
 */
export function NotificationBell() {
  const [opened, setOpened] = useState(false);
  const bell = useRef<HTMLButtonElement>(null);
  const wasOpened = useRef(false);
  const list = useNotifications();
  const unread = list.data?.unreadCount ?? 0;

  useEffect(() => {
    // Back to the bell when the panel closed under the focus (Escape, an entry opened, the bell
    // pressed again); a click elsewhere keeps the focus where it went.
    if (opened) wasOpened.current = true;
    else if (wasOpened.current && focusLost()) bell.current?.focus();
  }, [opened]);

  const open = () => {
    void list.refetch();
    setOpened(true);
  };

  return (
    <Indicator
      label={unread > 9 ? '9+' : unread}
      disabled={unread === 0}
      size={18}
      offset={8}
      color="var(--if-badge-count)"
    >
      {opened ? (
        <Suspense fallback={<BellButton unread={unread} loading />}>
          <NotificationPanel unread={unread} onClose={() => setOpened(false)} />
        </Suspense>
      ) : (
        <BellButton
          ref={bell}
          unread={unread}
          onClick={open}
          onMouseEnter={preloadPanel}
          onFocus={preloadPanel}
          onTouchStart={preloadPanel}
        />
      )}
    </Indicator>
  );
}
