import { Badge, type BadgeProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { STATUS_TONES, type StatusTone } from '@/app/theme/status-tones';

export type { StatusTone };

/** The app's one status badge: a tone from the theme's badge set and a word, never colour alone. */
export function StatusBadge({
  tone,
  children,
  ...props
}: { tone: StatusTone; children: ReactNode } & Omit<BadgeProps, 'color'>) {
  return (
    <Badge variant="light" color={STATUS_TONES[tone]} {...props}>
      {children}
    </Badge>
  );
}
