import {
  Avatar,
  Badge,
  Box,
  Button,
  Divider,
  Group,
  Loader,
  NavLink,
  Stack,
  Text,
} from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useState, useTransition, type MouseEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { planLabel, type User } from '@inkforge/domain';
import { paths } from '@/config/paths';
import { useMyStudio } from '@/features/studio/api/get-my-studio';
import { Wordmark } from '@/components/brand-mark';
import { usePrefetch } from '../prefetch-context';
import { initialsOf } from './initials';
import { NAV_ITEMS, planItems, studioItem, type SidebarItem } from './sidebar-items';

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

/** A click that asks for a new tab or window keeps the browser's own behaviour. */
const opensElsewhere = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

export function Sidebar({ user, onNavigate, onLogout, loggingOut }: Props) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const prefetchRoute = usePrefetch();
  // The old screen stays while the next one's chunk loads; the link it was asked from shows that.
  const [navigating, startNavigation] = useTransition();
  const [target, setTarget] = useState<string | null>(null);
  const myStudio = useMyStudio();
  const studio = studioItem(user, myStudio.isSuccess ? myStudio.data !== null : undefined);
  // The studio sits right after the artist's own calendar: the two calendars of the day.
  const atDesk = myStudio.data?.role === 'desk';
  const items = NAV_ITEMS.filter((item) => !(atDesk && item.ai)).flatMap((item) =>
    item.to === paths.calendar && studio ? [item, studio] : [item],
  );

  const go = (event: MouseEvent, to: string) => {
    if (opensElsewhere(event)) return;
    event.preventDefault();
    onNavigate();
    setTarget(to);
    startNavigation(() => navigate(to));
  };

  const renderItem = (item: SidebarItem) => {
    const pending = navigating && target === item.to;
    return (
      <NavLink
        key={item.label}
        component={Link}
        to={item.to}
        label={item.label}
        leftSection={<item.icon size={18} stroke={1.6} aria-hidden />}
        rightSection={pending ? <Loader size={14} aria-hidden /> : undefined}
        aria-busy={pending || undefined}
        active={isActive(item, pathname, search)}
        onClick={(event: MouseEvent) => go(event, item.to)}
        onMouseEnter={() => prefetchRoute(item.to)}
        onFocus={() => prefetchRoute(item.to)}
        py={6}
      />
    );
  };

  return (
    <Stack h="100%" gap={0}>
      <Box p="md">
        <Wordmark />
        <Badge variant="light" mt={4}>
          {planLabel(user)}
        </Badge>
      </Box>
      <Box style={{ flex: 1, minHeight: 0, overflowY: 'auto' }} px="xs">
        <nav aria-label="Main">
          {items.map(renderItem)}
          <Divider my="xs" />
          {planItems(user).map(renderItem)}
        </nav>
      </Box>
      <Divider />
      {/* One row, so a laptop screen (800 px) shows every item, Get Credits and Update Plan too. */}
      <Group p="sm" wrap="nowrap" gap="sm">
        <Avatar color="cinnabar" radius="xl" aria-hidden>
          {initialsOf(user.displayName, user.email)}
        </Avatar>
        <Box style={{ flex: 1, minWidth: 0 }}>
          <Text size="sm" fw={600} truncate>
            {user.displayName || user.email}
          </Text>
          {/* Never truncated: the credit count is the one figure a user looks for here. */}
          <Text size="xs" c="dimmed">
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
