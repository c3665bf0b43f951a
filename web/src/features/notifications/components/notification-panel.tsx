import {
  Button,
  Group,
  Popover,
  ScrollArea,
  Stack,
  Text,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import type { Notification } from '@inkforge/domain';
import { useId } from 'react';
import { useNavigate } from 'react-router';
import { useNotifications } from '../api/get-notifications';
import { useMarkNotificationsRead } from '../api/mark-notifications-read';
import { agoText } from './ago-text';
import { BellButton } from './bell-button';

function NotificationRow({ item, onOpen }: { item: Notification; onOpen: () => void }) {
  return (
    <li>
      <UnstyledButton
        onClick={onOpen}
        w="100%"
        px="sm"
        py={10}
        style={{ borderRadius: 'var(--mantine-radius-sm)' }}
        // The palest tint: the dimmed time under an unread entry keeps 4.5:1 (the "light" tint
        // left it at 4.4:1).
        bg={item.read ? undefined : 'var(--if-highlight-surface)'}
      >
        <Text size="sm" fw={item.read ? 500 : 700}>
          {item.title}
          {item.read ? null : <VisuallyHidden>, unread</VisuallyHidden>}
        </Text>
        <Text size="sm">{item.body}</Text>
        <Text size="xs" c="dimmed">
          {agoText(item.createdAt)}
        </Text>
      </UnstyledButton>
    </li>
  );
}

/**
 * The open bell: the list under the button, focus kept inside until it closes. Its own chunk
 * (with Mantine's popover machinery), downloaded when the bell is first reached for.
 */
export function NotificationPanel({ unread, onClose }: { unread: number; onClose: () => void }) {
  const headingId = useId();
  const navigate = useNavigate();
  const list = useNotifications();
  const markRead = useMarkNotificationsRead();
  const items = list.data?.notifications ?? [];

  const open = (item: Notification) => {
    if (!item.read) markRead.mutate([item.id]);
    onClose();
    if (item.link) void navigate(item.link);
  };

  return (
    <Popover
      opened
      onChange={(opened) => {
        if (!opened) onClose();
      }}
      position="bottom-end"
      width={340}
      shadow="md"
      trapFocus
    >
      <Popover.Target>
        <BellButton unread={unread} onClick={onClose} />
      </Popover.Target>
      <Popover.Dropdown role="dialog" aria-labelledby={headingId} p="xs">
        <Group justify="space-between" px="sm" pb="xs" wrap="nowrap">
          <Text component="h2" id={headingId} fw={700} size="md" m={0}>
            Notifications
          </Text>
          <Button
            variant="subtle"
            size="compact-sm"
            disabled={unread === 0}
            loading={markRead.isPending}
            onClick={() => markRead.mutate(undefined)}
          >
            Mark all as read
          </Button>
        </Group>
        {list.isError ? (
          <Stack gap="xs" px="sm" pb="sm" align="flex-start">
            <Text size="sm" role="alert">
              Notifications could not be loaded.
            </Text>
            <Button variant="light" size="compact-sm" onClick={() => void list.refetch()}>
              Try again
            </Button>
          </Stack>
        ) : items.length === 0 ? (
          <Text size="sm" c="dimmed" px="sm" pb="sm">
            {list.isPending
              ? 'Loading…'
              : 'Nothing yet. Finished designs, payments and upcoming appointments show up here.'}
          </Text>
        ) : (
          <ScrollArea.Autosize mah={420} type="auto">
            <Stack component="ul" gap={2} m={0} p={0} style={{ listStyle: 'none' }}>
              {items.map((item) => (
                <NotificationRow key={item.id} item={item} onOpen={() => open(item)} />
              ))}
            </Stack>
          </ScrollArea.Autosize>
        )}
      </Popover.Dropdown>
    </Popover>
  );
}
