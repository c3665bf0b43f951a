import {
  Avatar,
  Badge,
  Box,
  Button,
  Divider,
  Group,
  NavLink,
  ScrollArea,
  Stack,
  Text,
} from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { planLabel, type User } from '@inkforge/domain';
import { initialsOf } from './initials';
import { NAV_ITEMS, planItems, type SidebarItem } from './sidebar-items';

interface Props {
  user: User;
  onNavigate: () => void;
  onLogout: () => void;
  loggingOut: boolean;
}

function isActive(item: SidebarItem, pathname: string, search: string): boolean {
  const [path, query] = item.to.split('?');
  if (path !== pathname) return false;
  // Promo Codes and Settings share /settings: the promo query decides which one is current.
  const wantsPromo = query?.includes('section=promo') ?? false;
  return wantsPromo === search.includes('section=promo');
}

export function Sidebar({ user, onNavigate, onLogout, loggingOut }: Props) {
  const { pathname, search } = useLocation();
  const renderItem = (item: SidebarItem) => (
    <NavLink
      key={item.label}
      component={Link}
      to={item.to}
      label={item.label}
      leftSection={<item.icon size={18} stroke={1.6} aria-hidden />}
      active={isActive(item, pathname, search)}
      onClick={onNavigate}
      py={6}
    />
  );

  return (
    <Stack h="100%" gap={0}>
      <Box p="md">
        <Text fw={800} size="lg">
          InkForge
        </Text>
        <Badge variant="light" mt={4}>
          {planLabel(user)}
        </Badge>
      </Box>
      <ScrollArea style={{ flex: 1 }} px="xs">
        <nav aria-label="Main">
          {NAV_ITEMS.map(renderItem)}
          <Divider my="xs" />
          {planItems(user).map(renderItem)}
        </nav>
      </ScrollArea>
      <Divider />
      {/* One row, so a laptop screen (800 px) shows every item, Get Credits and Update Plan too. */}
      <Group p="sm" wrap="nowrap" gap="sm">
        <Avatar color="violet" radius="xl" aria-hidden>
          {initialsOf(user.displayName, user.email)}
        </Avatar>
        <Box style={{ flex: 1, minWidth: 0 }}>
          <Text size="sm" fw={600} truncate>
            {user.displayName || user.email}
          </Text>
          <Text size="xs" c="dimmed" truncate>
            {user.planName || 'free'} · {user.creditsRemaining} credits
          </Text>
        </Box>
        <Button
          size="xs"
          variant="light"
          color="red"
          leftSection={<IconLogout size={14} aria-hidden />}
          onClick={onLogout}
          loading={loggingOut}
        >
          Logout
        </Button>
      </Group>
    </Stack>
  );
}
