import { Box, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useEffect, useRef } from 'react';
import type { ApiTextMessage } from '@inkforge/domain';
import { announce } from '@/lib/announce';
import { useStudioFormat } from '@/lib/studio-format';
import classes from './message-thread.module.css';
import { isNeverWritten, textStatusWords } from './text-status-words';

/** One text of the thread, as the screen needs it. */
type ThreadText = Pick<
  ApiTextMessage,
  'id' | 'direction' | 'kind' | 'body' | 'status' | 'reason' | 'createdAt' | 'action'
>;

/** A planned text is written from its template when it goes: until then, what it will be. */
const KIND_WORDS: Record<string, string> = {
  booking_confirmation: 'Booking confirmation',
  reminder: 'Reminder',
  moved: 'Moved notice',
  cancelled: 'Cancellation notice',
  intake_link: 'Intake form link',
};

const ACTION_WORDS: Record<NonNullable<ApiTextMessage['action']>, string> = {
  confirmed: 'Confirmed the appointment by text',
  move_requested: 'Asked to move the appointment',
};

interface Props {
  clientName: string;
  messages: readonly ThreadText[];
}

/** The newest inbound text's id: a new one is read out once, without moving focus. */
function lastInbound(messages: readonly ThreadText[]): ThreadText | undefined {
  return messages.findLast((m) => m.direction === 'in');
}

/**
 * The client's texts like a phone shows them: oldest first, the client's on the left, the
 * studio's on the right with their status in words.
 */
export function MessageThread({ clientName, messages: given }: Props) {
  // Oldest first, as a phone shows them, whatever order the answer had.
  const messages = given
    .filter((m) => !isNeverWritten(m))
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  const f = useStudioFormat();
  const end = useRef<HTMLDivElement>(null);
  const seen = useRef<string | undefined>(lastInbound(messages)?.id);
  const newest = lastInbound(messages);

  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'nearest' });
    if (newest && newest.id !== seen.current)
      announce(`New text from ${clientName}: ${newest.body}`);
    seen.current = newest?.id;
  }, [messages.length, newest, clientName]);

  if (messages.length === 0) {
    return <Text c="dimmed">No texts with {clientName} yet.</Text>;
  }
  return (
    <Box className={classes.scroller}>
      <Stack
        component="ol"
        gap="xs"
        className={classes.list}
        aria-label={`Texts with ${clientName}`}
      >
        {messages.map((m) => (
          <li key={m.id} className={m.direction === 'in' ? classes.inbound : classes.outbound}>
            <Box className={classes.bubble} data-direction={m.direction}>
              <VisuallyHidden>
                {m.direction === 'in' ? `${clientName} wrote:` : 'You wrote:'}
              </VisuallyHidden>
              {m.body.trim() ? (
                <Text size="sm" className={classes.body}>
                  {m.body}
                </Text>
              ) : (
                <Text size="sm" fs="italic">
                  {KIND_WORDS[m.kind] ?? 'Text'}, written when it goes
                </Text>
              )}
            </Box>
            <Text size="xs" c="dimmed" data-testid="text-meta">
              {f.dateTime(m.createdAt)}
              {m.direction === 'out' ? ` · ${textStatusWords(m.status, m.reason)}` : ''}
              {m.action ? ` · ${ACTION_WORDS[m.action]}` : ''}
            </Text>
          </li>
        ))}
      </Stack>
      <div ref={end} />
    </Box>
  );
}
