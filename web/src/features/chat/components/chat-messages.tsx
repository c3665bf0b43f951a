import { Box, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import type { ChatMessage } from '../use-chat';

interface Props {
  messages: ChatMessage[];
  loading: boolean;
  error: string | null;
}

/** The message list: newest in view, a typing indicator while waiting, a red error bubble. */
export function ChatMessages({ messages, loading, error }: Props) {
  const end = useRef<HTMLDivElement>(null);
  useEffect(() => {
    end.current?.scrollIntoView({ block: 'end' });
  }, [messages.length, loading, error]);

  return (
    <Stack gap="xs" p="sm" role="log" aria-live="polite" aria-label="Chat messages">
      {messages.map((message) => (
        <Paper
          key={`${message.timestamp}-${message.role}-${message.content.length}`}
          p="xs"
          radius="md"
          maw="85%"
          bg={message.role === 'user' ? 'var(--if-accent-surface)' : 'var(--if-surface-muted)'}
          c={message.role === 'user' ? 'var(--if-on-accent)' : undefined}
          style={{ alignSelf: message.role === 'user' ? 'flex-end' : 'flex-start' }}
          data-role={message.role}
        >
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {message.content}
          </Text>
        </Paper>
      ))}
      {loading && (
        <Group gap={6} aria-label="Assistant is typing">
          <Loader type="dots" size="sm" />
        </Group>
      )}
      {error && (
        <Paper
          p="xs"
          radius="md"
          bg="var(--if-danger-surface)"
          c="var(--if-danger-text)"
          maw="85%"
          role="alert"
        >
          <Text size="sm">{error}</Text>
        </Paper>
      )}
      <Box ref={end} />
    </Stack>
  );
}
