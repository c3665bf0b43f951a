import {
  ActionIcon,
  Button,
  Group,
  Indicator,
  Popover,
  ScrollArea,
  Stack,
  Text,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import type { Notification } from '@inkforge/domain';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { useMarkNotificationsRead, useNotifications } from '../api/notifications';

const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });

/** '5 minutes ago', 'yesterday': how long ago, in the largest unit that fits. */
export function agoText(iso: string, now = Date.now()): string {
  const seconds = Math.round((Date.parse(iso) - now) / 1000);
  const units: [Intl.RelativeTimeFormatUnit, number][] = [
    ['day', 86_400],
    ['hour', 3_600],
    ['minute', 60],
  ];
  for (const [unit, size] of units) {
    if (Math.abs(seconds) >= size) return relative.format(Math.round(seconds / size), unit);
  }
  return 'just now';
}

function NotificationRow({ item, onOpen }: { item: Notification; onOpen: () => void }) {
  return (
    <li>
      <UnstyledButton
        onClick={onOpen}
        w="100%"
        px="sm"
        py={10}
        style={{ borderRadius: 'var(--mantine-radius-sm)' }}
        bg={item.read ? undefined : 'var(--mantine-primary-color-light)'}
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
 * The header's bell: what finished or failed, money that moved, an appointment within a day.
 * Opening an entry marks it read and goes to the screen that shows it.
 */
export function NotificationBell() {
  const [opened, setOpened] = useState(false);
  const headingId = useId();
  const navigate = useNavigate();
  const list = useNotifications();
  const markRead = useMarkNotificationsRead();
  const unread = list.data?.unreadCount ?? 0;
  const items = list.data?.notifications ?? [];

  const toggle = () => {
    if (!opened) void list.refetch();
    setOpened(!opened);
  };
  const open = (item: Notification) => {
    if (!item.read) markRead.mutate([item.id]);
    setOpened(false);
    if (item.link) void navigate(item.link);
  };

  // The indicator wraps the popover, so the popover's target (which it gives aria-expanded and
  // aria-haspopup) is the button itself.
  return (
    <Indicator
      label={unread > 9 ? '9+' : unread}
      disabled={unread === 0}
      size={18}
      offset={8}
      color="red.8"
    >
      <Popover
        opened={opened}
        onChange={setOpened}
        position="bottom-end"
        width={340}
        shadow="md"
        trapFocus
        returnFocus
      >
        <Popover.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="xl"
            onClick={toggle}
            aria-label={unread ? `Notifications, ${unread} unread` : 'Notifications'}
          >
            <IconBell size={22} aria-hidden />
          </ActionIcon>
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
    </Indicator>
  );
}
