import { ActionIcon, Affix, Loader, Paper } from '@mantine/core';
import { IconMessageCircle } from '@tabler/icons-react';
import { useMediaQuery } from '@mantine/hooks';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { User } from '@inkforge/domain';
import { useChat } from '../use-chat';
import { useTuckedOnScroll } from '../use-tucked-on-scroll';
import type { PanelSize } from './chat-panel';

const loadPanel = () => import('./chat-panel');
const ChatPanel = lazy(() => loadPanel().then((m) => ({ default: m.ChatPanel })));
const preloadPanel = () => {
  // A failed download is tried again, and shown, when the panel opens.
  loadPanel().catch(() => undefined);
};

// Under Mantine's dialogs (200): on a phone the button would otherwise sit on a dialog's buttons.
const CHAT_Z_INDEX = 150;

/**
 * Where the header keeps the launcher on a phone. Floating at 390 px it sat on the day view's
 * print button, a week-view booking and the corner of Accept; in the header it covers nothing.
 */
export const CHAT_LAUNCHER_SLOT_ID = 'chat-launcher-slot';

/** The floating support chat of every signed-in screen. */
export function ChatWidget({
  user,
}: {
  user: Pick<User, 'firstName' | 'creditsRemaining' | 'planName'>;
}) {
  const [state, setState] = useState<'closed' | PanelSize>('closed');
  const chat = useChat(user.firstName);
  const launcher = useRef<HTMLButtonElement>(null);
  const [focused, setFocused] = useState(false);
  const isPhone = useMediaQuery('(max-width: 48em)') ?? false;
  const [slot, setSlot] = useState<HTMLElement | null>(null);
  useEffect(() => setSlot(document.getElementById(CHAT_LAUNCHER_SLOT_ID)), []);
  const header = isPhone ? slot : null;
  const inHeader = header !== null;
  const tucked = useTuckedOnScroll() && !focused && !inHeader;
  // Focus goes back to the launcher when the panel closes (the panel takes it when it opens).
  const returnFocus = useRef(false);

  useEffect(() => {
    if (state !== 'closed' || !returnFocus.current) return;
    returnFocus.current = false;
    launcher.current?.focus();
  }, [state]);

  const open = () => {
    chat.greet();
    setState('open');
  };

  const close = () => {
    returnFocus.current = true;
    setState('closed');
  };

  if (state === 'closed') {
    const button = (
      <ActionIcon
        ref={launcher}
        size={inHeader ? 44 : 56}
        radius="xl"
        data-tucked={tucked || undefined}
        // Out of the way while the page scrolls under it; focused, it always shows.
        style={{
          transition: 'transform 150ms ease, opacity 150ms ease',
          ...(tucked ? { transform: 'translateY(96px)', opacity: 0 } : {}),
        }}
        onClick={open}
        onMouseEnter={preloadPanel}
        onFocus={() => {
          setFocused(true);
          preloadPanel();
        }}
        onBlur={() => setFocused(false)}
        onTouchStart={preloadPanel}
        aria-label="Open support chat"
      >
        <IconMessageCircle size={inHeader ? 24 : 28} />
      </ActionIcon>
    );
    if (header) return createPortal(button, header);
    return (
      <Affix position={{ bottom: 20, right: 20 }} zIndex={CHAT_Z_INDEX}>
        {button}
      </Affix>
    );
  }

  return (
    <Affix position={{ bottom: 20, right: 20 }} zIndex={CHAT_Z_INDEX}>
      <Suspense
        fallback={
          <Paper
            shadow="xl"
            radius="md"
            withBorder
            p="md"
            role="status"
            aria-label="Opening support chat"
          >
            <Loader size="sm" />
          </Paper>
        }
      >
        <ChatPanel
          user={user}
          chat={chat}
          state={state}
          onResize={() => setState(state === 'open' ? 'minimised' : 'open')}
          onClose={close}
        />
      </Suspense>
    </Affix>
  );
}
