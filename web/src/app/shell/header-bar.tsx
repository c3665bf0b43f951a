import { Badge, Burger, Group, Stack, Text } from '@mantine/core';
import { IconCoins } from '@tabler/icons-react';
import type { Ref } from 'react';
import { firstNameOf, planLabel, type User } from '@inkforge/domain';
import { CHAT_LAUNCHER_SLOT_ID } from '@/features/chat/components/chat-widget';
import { NotificationBell } from '@/features/notifications/components/notification-bell';
import { creditStatusLabel } from './credit-status-label';
import { greeting } from './greeting';

interface Props {
  user: User;
  navOpened: boolean;
  onToggleNav: () => void;
  /** The phone nav the burger opens (aria-controls). */
  navId: string;
  burgerRef: Ref<HTMLButtonElement>;
}

export function HeaderBar({ user, navOpened, onToggleNav, navId, burgerRef }: Props) {
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="sm">
      <Group wrap="nowrap" gap="sm" style={{ minWidth: 0 }}>
        <Burger
          ref={burgerRef}
          opened={navOpened}
          onClick={onToggleNav}
          hiddenFrom="sm"
          size="sm"
          aria-label="Navigation"
          aria-expanded={navOpened}
          aria-controls={navId}
        />
        {/* On a phone only the name shows: truncating the whole greeting cut the name first. */}
        <Text fw={600} truncate>
          <Text span inherit visibleFrom="xs">
            {greeting(user)},
          </Text>{' '}
          <Text span inherit>
            {firstNameOf(user.displayName, user.email)}
          </Text>
        </Text>
        <Badge variant="outline" visibleFrom="xs">
          {planLabel(user)}
        </Badge>
      </Group>
      <Group wrap="nowrap" gap="xs">
        <NotificationBell />
        <Group gap={6} wrap="nowrap">
          <IconCoins size={20} aria-hidden />
          <Stack gap={0}>
            <Text fw={700} size="sm" aria-label="Credits">
              {user.creditsRemaining}
            </Text>
            <Text size="xs" c="dimmed" visibleFrom="xs">
              {creditStatusLabel(user)}
            </Text>
          </Stack>
        </Group>
        {/* On a phone the support chat's button sits here, over nothing (chat-widget.tsx). */}
        <div id={CHAT_LAUNCHER_SLOT_ID} style={{ display: 'contents' }} />
      </Group>
    </Group>
  );
}
