import {
  ActionIcon,
  Badge,
  Button,
  Group,
  Paper,
  ScrollArea,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import { IconMaximize, IconMinimize, IconSend, IconX } from '@tabler/icons-react';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { ASSISTANT_NAME, CHAT_MESSAGE_MAX_LENGTH, type User } from '@inkforge/domain';
import type { useChat } from '../use-chat';
import { ChatMessages } from './chat-messages';

export type PanelSize = 'open' | 'minimised';

const SIZES = {
  open: { w: 380, h: 540 },
  minimised: { w: 300, h: 360 },
} as const;

/**
 * The open support chat: its own chunk, downloaded when the launcher is hovered, focused or
 * pressed, so no screen pays for it before the artist asks for help.
 */
export function ChatPanel({
  user,
  chat,
  state,
  onResize,
  onClose,
}: {
  user: Pick<User, 'creditsRemaining' | 'planName'>;
  chat: ReturnType<typeof useChat>;
  state: PanelSize;
  onResize: () => void;
  onClose: () => void;
}) {
  const [input, setInput] = useState('');
  const message = useRef<HTMLTextAreaElement>(null);

  // Focus goes into the message box when the panel opens.
  useEffect(() => {
    message.current?.focus();
  }, []);

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

  const size = SIZES[state];
  return (
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
        if (event.key === 'Escape') onClose();
      }}
    >
      <Group
        justify="space-between"
        p="sm"
        wrap="nowrap"
        bg="var(--if-accent-surface)"
        c="var(--if-on-accent)"
      >
        <Text fw={600} size="sm" truncate>
          {ASSISTANT_NAME} - Support Assistant
        </Text>
        <Group gap={4} wrap="nowrap">
          <ActionIcon
            variant="subtle"
            color="white"
            onClick={onResize}
            aria-label={state === 'open' ? 'Minimise chat' : 'Expand chat'}
          >
            {state === 'open' ? <IconMinimize size={16} /> : <IconMaximize size={16} />}
          </ActionIcon>
          <ActionIcon variant="subtle" color="white" onClick={onClose} aria-label="Close chat">
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
  );
}
