import {
  ActionIcon,
  Affix,
  Badge,
  Button,
  Group,
  Paper,
  ScrollArea,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import {
  IconMaximize,
  IconMessageCircle,
  IconMinimize,
  IconSend,
  IconX,
} from '@tabler/icons-react';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { ASSISTANT_NAME, CHAT_MESSAGE_MAX_LENGTH, type User } from '@inkforge/domain';
import { useChat } from '../use-chat';
import { ChatMessages } from './chat-messages';

type PanelState = 'closed' | 'open' | 'minimised';

const SIZES = {
  open: { w: 380, h: 540 },
  minimised: { w: 300, h: 360 },
} as const;

/** The floating support chat of every signed-in screen. */
// Under Mantine's dialogs (200): on a phone the button would otherwise sit on a dialog's buttons.
const CHAT_Z_INDEX = 150;

export function ChatWidget({
  user,
}: {
  user: Pick<User, 'firstName' | 'creditsRemaining' | 'planName'>;
}) {
  const [state, setState] = useState<PanelState>('closed');
  const [input, setInput] = useState('');
  const chat = useChat(user.firstName);
  const launcher = useRef<HTMLButtonElement>(null);
  const message = useRef<HTMLTextAreaElement>(null);
  // Focus follows the panel: into the message box on open, back to the launcher on close.
  const focusMoves = useRef(false);

  useEffect(() => {
    if (!focusMoves.current) return;
    focusMoves.current = false;
    (state === 'closed' ? launcher.current : message.current)?.focus();
  }, [state]);

  const open = () => {
    chat.greet();
    focusMoves.current = true;
    setState('open');
  };

  const close = () => {
    focusMoves.current = true;
    setState('closed');
  };

  const send = () => {
    if (chat.submit(input)) setInput('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends; Shift+Enter falls through and inserts a new line.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };

  if (state === 'closed') {
    return (
      <Affix position={{ bottom: 20, right: 20 }} zIndex={CHAT_Z_INDEX}>
        <ActionIcon
          ref={launcher}
          size={56}
          radius="xl"
          onClick={open}
          aria-label="Open support chat"
        >
          <IconMessageCircle size={28} />
        </ActionIcon>
      </Affix>
    );
  }

  const size = SIZES[state];
  return (
    <Affix position={{ bottom: 20, right: 20 }} zIndex={CHAT_Z_INDEX}>
      <Paper
        shadow="xl"
        radius="md"
        withBorder
        w={`min(${size.w}px, calc(100vw - 40px))`}
        h={`min(${size.h}px, calc(100dvh - 100px))`}
        style={{ display: 'flex', flexDirection: 'column' }}
        role="dialog"
        aria-label="Support chat"
        onKeyDown={(event) => {
          if (event.key === 'Escape') close();
        }}
      >
        <Group justify="space-between" p="sm" wrap="nowrap" bg="violet.6" c="white">
          <Text fw={600} size="sm" truncate>
            {ASSISTANT_NAME} - Support Assistant
          </Text>
          <Group gap={4} wrap="nowrap">
            <ActionIcon
              variant="subtle"
              color="white"
              onClick={() => setState(state === 'open' ? 'minimised' : 'open')}
              aria-label={state === 'open' ? 'Minimise chat' : 'Expand chat'}
            >
              {state === 'open' ? <IconMinimize size={16} /> : <IconMaximize size={16} />}
            </ActionIcon>
            <ActionIcon variant="subtle" color="white" onClick={close} aria-label="Close chat">
              <IconX size={16} />
            </ActionIcon>
          </Group>
        </Group>
        <Group gap="xs" px="sm" pt="xs">
          <Badge variant="light">{user.creditsRemaining ?? 0} credits</Badge>
          <Badge variant="outline">{user.planName || 'free'}</Badge>
        </Group>
        <ScrollArea style={{ flex: 1 }}>
          <ChatMessages messages={chat.messages} loading={chat.loading} error={chat.error} />
        </ScrollArea>
        <Stack gap={6} p="sm">
          <Group align="flex-end" wrap="nowrap" gap="xs">
            <Textarea
              ref={message}
              aria-label="Message"
              placeholder="Ask me anything about InkForge..."
              value={input}
              onChange={(event) => setInput(event.currentTarget.value)}
              onKeyDown={onKeyDown}
              autosize
              minRows={1}
              maxLength={CHAT_MESSAGE_MAX_LENGTH}
              styles={{ input: { minHeight: 40, maxHeight: 120 } }}
              style={{ flex: 1 }}
            />
            <ActionIcon
              size={40}
              onClick={send}
              disabled={!input.trim() || chat.loading}
              aria-label="Send message"
            >
              <IconSend size={18} />
            </ActionIcon>
          </Group>
          {chat.messages.length > 1 && (
            <Button
              variant="subtle"
              size="compact-xs"
              onClick={chat.clear}
              style={{ alignSelf: 'flex-start' }}
            >
              Clear chat
            </Button>
          )}
        </Stack>
      </Paper>
    </Affix>
  );
}
