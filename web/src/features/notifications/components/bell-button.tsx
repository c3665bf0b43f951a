import { ActionIcon, type ActionIconProps } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import type { ComponentPropsWithRef } from 'react';

type Props = ActionIconProps &
  Omit<ComponentPropsWithRef<'button'>, 'color' | 'style'> & { unread: number };

/** The header's bell button, the same whether its panel is closed, loading or open. */
export function BellButton({ unread, ...props }: Props) {
  return (
    <ActionIcon
      variant="subtle"
      color="gray"
      size="xl"
      aria-label={unread ? `Notifications, ${unread} unread` : 'Notifications'}
      {...props}
    >
      <IconBell size={22} aria-hidden />
    </ActionIcon>
  );
}
